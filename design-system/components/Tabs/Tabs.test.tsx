import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Tabs, type TabsRootProps } from './Tabs.tsx';

function SportTabs(props: Omit<TabsRootProps, 'children'>) {
  return (
    <Tabs.Root {...props}>
      <Tabs.List aria-label="Sports">
        <Tabs.Trigger value="football">Football</Tabs.Trigger>
        <Tabs.Trigger value="tennis" disabled>
          Tennis
        </Tabs.Trigger>
        <Tabs.Trigger value="basketball">Basketball</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="football">Football events</Tabs.Content>
      <Tabs.Content value="tennis">Tennis events</Tabs.Content>
      <Tabs.Content value="basketball">Basketball events</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('should show the default tab and its panel', () => {
    render(<SportTabs defaultValue="football" />);

    expect(screen.getByRole('tablist', { name: 'Sports' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Football' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Football events');
  });

  it('should switch tabs on click and report the new value', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<SportTabs defaultValue="football" onValueChange={onValueChange} />);

    await user.click(screen.getByRole('tab', { name: 'Basketball' }));

    expect(screen.getByRole('tab', { name: 'Basketball' })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Basketball events');
    expect(onValueChange).toHaveBeenCalledWith('basketball');
  });

  it('should move between tabs with the arrow keys, skipping disabled ones', async () => {
    const user = userEvent.setup();
    render(<SportTabs defaultValue="football" />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Football' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');

    const basketball = screen.getByRole('tab', { name: 'Basketball' });
    expect(basketball).toHaveFocus();
    expect(basketball).toHaveAttribute('aria-selected', 'true');
  });

  it('should not select a disabled tab', async () => {
    const user = userEvent.setup();
    render(<SportTabs defaultValue="football" />);

    await user.click(screen.getByRole('tab', { name: 'Tennis' }));

    expect(screen.getByRole('tab', { name: 'Tennis' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Football' })).toHaveAttribute('aria-selected', 'true');
  });

  it('should follow a controlled value and leave changes to the owner', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<SportTabs value="football" onValueChange={onValueChange} />);

    await user.click(screen.getByRole('tab', { name: 'Basketball' }));
    expect(onValueChange).toHaveBeenCalledWith('basketball');
    expect(screen.getByRole('tab', { name: 'Football' })).toHaveAttribute('aria-selected', 'true');

    rerender(<SportTabs value="basketball" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Basketball' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('should work with state owned by a parent', async () => {
    function Owner() {
      const [value, setValue] = useState('basketball');
      return (
        <>
          <p>Showing {value}</p>
          <SportTabs value={value} onValueChange={setValue} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Owner />);

    await user.click(screen.getByRole('tab', { name: 'Football' }));

    expect(screen.getByText('Showing football')).toBeInTheDocument();
  });

  it('should render only the selected panel', () => {
    render(<SportTabs defaultValue="basketball" />);
    expect(screen.queryByText('Football events')).not.toBeInTheDocument();
  });
});
