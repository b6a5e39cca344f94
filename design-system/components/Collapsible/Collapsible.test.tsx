import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { Collapsible, type CollapsibleRootProps } from './Collapsible.tsx';

function Section(props: Omit<CollapsibleRootProps, 'children'>) {
  return (
    <Collapsible.Root {...props}>
      <Collapsible.Trigger trailing="1 X 2">Premier League</Collapsible.Trigger>
      <Collapsible.Content>Arsenal – Chelsea</Collapsible.Content>
    </Collapsible.Root>
  );
}

describe('Collapsible', () => {
  it('should start closed, with the content not rendered', () => {
    render(<Section />);

    expect(screen.getByRole('button', { name: 'Premier League' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText('Arsenal – Chelsea')).not.toBeInTheDocument();
  });

  it('should open and close when the header is pressed', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Section onOpenChange={onOpenChange} />);
    const header = screen.getByRole('button', { name: 'Premier League' });

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Premier League' })).toHaveTextContent(
      'Arsenal – Chelsea',
    );
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('should point the header at the content it controls', () => {
    render(<Section defaultOpen />);
    const region = screen.getByRole('region', { name: 'Premier League' });
    expect(screen.getByRole('button')).toHaveAttribute('aria-controls', region.id);
  });

  it('should toggle from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Section />);

    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  });

  it('should keep trailing captions out of the accessible name', () => {
    render(<Section />);
    expect(screen.getByText('1 X 2')).toHaveAttribute('aria-hidden', 'true');
  });

  it('should read the meta (a count) as part of the header, after the title', () => {
    render(
      <Collapsible.Root>
        <Collapsible.Trigger leading={<Icon name="flag" label="England" />} meta={12}>
          Premier League
        </Collapsible.Trigger>
        <Collapsible.Content>Arsenal – Chelsea</Collapsible.Content>
      </Collapsible.Root>,
    );
    // Separated in the name, so it is not read as "Premier League12".
    expect(screen.getByRole('button')).toHaveAccessibleName(/Premier League ?, ?12$/);
    expect(screen.getByRole('button')).toContainElement(
      screen.getByRole('img', { name: 'England' }),
    );
  });

  it('should expose the state as data-state for styling', async () => {
    const user = userEvent.setup();
    render(<Section />);
    const header = screen.getByRole('button');
    expect(header).toHaveAttribute('data-state', 'closed');
    await user.click(header);
    expect(header).toHaveAttribute('data-state', 'open');
  });

  it('should follow a controlled open state', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Section open={false} onOpenChange={onOpenChange} />);

    await user.click(screen.getByRole('button'));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false');

    rerender(<Section open onOpenChange={onOpenChange} />);
    expect(screen.getByText('Arsenal – Chelsea')).toBeVisible();
  });

  it('should not toggle while disabled', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Section disabled onOpenChange={onOpenChange} />);

    await user.click(screen.getByRole('button'));

    expect(screen.getByRole('button')).toBeDisabled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('should wrap the header in a heading when given a level', () => {
    render(
      <Collapsible.Root>
        <Collapsible.Trigger headingLevel={3}>Premier League</Collapsible.Trigger>
        <Collapsible.Content>Arsenal – Chelsea</Collapsible.Content>
      </Collapsible.Root>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Premier League' })).toContainElement(
      screen.getByRole('button'),
    );
  });

  it('should explain a part used outside its root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Collapsible.Trigger>Orphan</Collapsible.Trigger>)).toThrow(
      /inside Collapsible.Root/,
    );
  });
});
