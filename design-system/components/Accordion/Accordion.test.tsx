import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Accordion, type AccordionRootProps } from './Accordion.tsx';
import { isAnyOpen, toggleAll } from './toggleAll.ts';

const sections = ['football', 'tennis', 'basketball'];

function Items() {
  return sections.map((value) => (
    <Accordion.Item key={value} value={value} disabled={value === 'basketball'}>
      <Accordion.Trigger>{value}</Accordion.Trigger>
      <Accordion.Content>{value} events</Accordion.Content>
    </Accordion.Item>
  ));
}

function Sections(props: Omit<AccordionRootProps, 'children'>) {
  return (
    <Accordion.Root {...(props as AccordionRootProps)}>
      <Items />
    </Accordion.Root>
  );
}

const header = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  describe('single', () => {
    it('should keep only one section open', async () => {
      const onValueChange = vi.fn();
      const user = userEvent.setup();
      render(<Sections type="single" defaultValue="football" onValueChange={onValueChange} />);

      await user.click(header('tennis'));

      expect(header('tennis')).toHaveAttribute('aria-expanded', 'true');
      expect(header('football')).toHaveAttribute('aria-expanded', 'false');
      expect(onValueChange).toHaveBeenLastCalledWith('tennis');
    });

    it('should close the open section when its header is pressed again', async () => {
      const onValueChange = vi.fn();
      const user = userEvent.setup();
      render(<Sections type="single" defaultValue="football" onValueChange={onValueChange} />);

      await user.click(header('football'));

      expect(header('football')).toHaveAttribute('aria-expanded', 'false');
      expect(onValueChange).toHaveBeenLastCalledWith('');
    });

    it('should follow a controlled value', () => {
      const { rerender } = render(<Sections type="single" value="tennis" />);
      expect(screen.getByText('tennis events')).toBeVisible();

      rerender(<Sections type="single" value="" />);
      expect(screen.queryByText('tennis events')).not.toBeInTheDocument();
    });
  });

  describe('multiple', () => {
    it('should open several sections at once', async () => {
      const onValueChange = vi.fn();
      const user = userEvent.setup();
      render(<Sections type="multiple" onValueChange={onValueChange} />);

      await user.click(header('football'));
      await user.click(header('tennis'));

      expect(screen.getByText('football events')).toBeVisible();
      expect(screen.getByText('tennis events')).toBeVisible();
      expect(onValueChange).toHaveBeenLastCalledWith(['football', 'tennis']);
    });

    it('should close one section and leave the others open', async () => {
      const onValueChange = vi.fn();
      const user = userEvent.setup();
      render(
        <Sections
          type="multiple"
          defaultValue={['football', 'tennis']}
          onValueChange={onValueChange}
        />,
      );

      await user.click(header('football'));

      expect(header('tennis')).toHaveAttribute('aria-expanded', 'true');
      expect(onValueChange).toHaveBeenLastCalledWith(['tennis']);
    });

    it('should not toggle a disabled section', async () => {
      const user = userEvent.setup();
      render(<Sections type="multiple" />);

      await user.click(header('basketball'));

      expect(header('basketball')).toBeDisabled();
      expect(header('basketball')).toHaveAttribute('aria-expanded', 'false');
    });

    it('should disable every section when the accordion is disabled', () => {
      render(<Sections type="multiple" disabled />);
      for (const name of sections) expect(header(name)).toBeDisabled();
    });
  });

  describe('collapse all / expand all', () => {
    function WithToggle() {
      const [open, setOpen] = useState<string[]>(['tennis']);
      return (
        <>
          <button type="button" onClick={() => setOpen(toggleAll(open, sections))}>
            {isAnyOpen(open, sections) ? 'Collapse all' : 'Expand all'}
          </button>
          <Sections type="multiple" value={open} onValueChange={setOpen} />
        </>
      );
    }

    it('should close everything when any section is open, then open everything', async () => {
      const user = userEvent.setup();
      render(<WithToggle />);

      await user.click(screen.getByRole('button', { name: 'Collapse all' }));
      expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Expand all' }));
      expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'Collapse all' })).toBeInTheDocument();
    });

    it('should keep a hand-opened section in sync with the toggle', async () => {
      const user = userEvent.setup();
      render(<WithToggle />);

      await user.click(header('tennis'));
      expect(screen.getByRole('button', { name: 'Expand all' })).toBeInTheDocument();
      await user.click(header('football'));
      expect(screen.getByRole('button', { name: 'Collapse all' })).toBeInTheDocument();
    });
  });
});
