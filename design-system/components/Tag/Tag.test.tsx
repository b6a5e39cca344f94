import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Tag } from './Tag.tsx';

describe('Tag', () => {
  describe('as a plain label', () => {
    it('should render text without any button', () => {
      render(<Tag>Football</Tag>);
      expect(screen.getByText('Football')).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('when selectable', () => {
    it('should toggle aria-pressed on click when uncontrolled', async () => {
      const onSelectedChange = vi.fn();
      const user = userEvent.setup();
      render(
        <Tag defaultSelected={false} onSelectedChange={onSelectedChange}>
          Tennis
        </Tag>,
      );
      const toggle = screen.getByRole('button', { name: 'Tennis' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');

      await user.click(toggle);

      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(onSelectedChange).toHaveBeenCalledWith(true);
    });

    it('should toggle with Space and Enter', async () => {
      const user = userEvent.setup();
      render(<Tag defaultSelected={false}>Tennis</Tag>);
      await user.tab();

      await user.keyboard(' ');
      expect(screen.getByRole('button', { name: 'Tennis' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await user.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Tennis' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });

    it('should only report the change when controlled', async () => {
      const onSelectedChange = vi.fn();
      const user = userEvent.setup();
      render(
        <Tag selected={false} onSelectedChange={onSelectedChange}>
          Today
        </Tag>,
      );

      await user.click(screen.getByRole('button', { name: 'Today' }));

      expect(onSelectedChange).toHaveBeenCalledWith(true);
      expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });

    it('should mark its state for styling', () => {
      render(<Tag defaultSelected>Today</Tag>);
      const toggle = screen.getByRole('button', { name: 'Today', pressed: true });
      expect(toggle.parentElement).toHaveAttribute('data-state', 'on');
    });

    it('should not toggle while disabled', async () => {
      const onSelectedChange = vi.fn();
      const user = userEvent.setup();
      render(
        <Tag defaultSelected={false} onSelectedChange={onSelectedChange} disabled>
          Today
        </Tag>,
      );

      await user.click(screen.getByRole('button', { name: 'Today' }));

      expect(onSelectedChange).not.toHaveBeenCalled();
    });
  });

  describe('when removable', () => {
    it('should name the close button with the remove label and the tag text', async () => {
      const onRemove = vi.fn();
      const user = userEvent.setup();
      render(<Tag onRemove={onRemove}>NetEnt</Tag>);

      await user.click(screen.getByRole('button', { name: 'Remove NetEnt' }));

      expect(onRemove).toHaveBeenCalledTimes(1);
    });

    it('should take the remove label from a prop', () => {
      render(
        <Tag onRemove={() => undefined} removeLabel="Quitar">
          NetEnt
        </Tag>,
      );
      expect(screen.getByRole('button', { name: 'Quitar NetEnt' })).toBeInTheDocument();
    });

    it('should remove with the keyboard from the close button', async () => {
      const onRemove = vi.fn();
      const user = userEvent.setup();
      render(<Tag onRemove={onRemove}>NetEnt</Tag>);

      await user.tab();
      await user.keyboard('{Enter}');

      expect(onRemove).toHaveBeenCalledTimes(1);
    });

    it('should remove with Delete or Backspace on a selectable tag', async () => {
      const onRemove = vi.fn();
      const onSelectedChange = vi.fn();
      const user = userEvent.setup();
      render(
        <Tag defaultSelected onSelectedChange={onSelectedChange} onRemove={onRemove}>
          Today
        </Tag>,
      );

      await user.tab();
      await user.keyboard('{Delete}');
      await user.keyboard('{Backspace}');

      expect(onRemove).toHaveBeenCalledTimes(2);
      expect(onSelectedChange).not.toHaveBeenCalled();
    });

    it('should not remove while disabled', async () => {
      const onRemove = vi.fn();
      const user = userEvent.setup();
      render(
        <Tag onRemove={onRemove} disabled>
          NetEnt
        </Tag>,
      );

      await user.click(screen.getByRole('button', { name: 'Remove NetEnt' }));

      expect(onRemove).not.toHaveBeenCalled();
    });
  });
});
