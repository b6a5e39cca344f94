import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Switch } from './Switch.tsx';

function toggle() {
  return screen.getByRole('switch', { name: 'Accept odds changes' });
}

describe('Switch', () => {
  it('should be a switch named by its label, off by default', () => {
    render(<Switch label="Accept odds changes" />);
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
    expect(toggle()).toHaveAttribute('type', 'button');
  });

  it('should toggle by click on the switch and on the label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Accept odds changes" onCheckedChange={onCheckedChange} />);

    await user.click(toggle());
    expect(toggle()).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByText('Accept odds changes'));
    expect(toggle()).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('should toggle with Space and Enter', async () => {
    const user = userEvent.setup();
    render(<Switch label="Accept odds changes" />);

    await user.tab();
    await user.keyboard(' ');
    expect(toggle()).toBeChecked();

    await user.keyboard('{Enter}');
    expect(toggle()).not.toBeChecked();
  });

  it('should follow a controlled state', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Accept odds changes" checked onCheckedChange={onCheckedChange} />);

    await user.click(toggle());

    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(toggle()).toBeChecked();
  });

  it('should start on when told', () => {
    render(<Switch label="Accept odds changes" defaultChecked />);
    expect(toggle()).toBeChecked();
  });

  it('should read its hint as the description', () => {
    render(<Switch label="Accept odds changes" hint="Bets go through at the new odds" />);
    expect(toggle()).toHaveAccessibleDescription('Bets go through at the new odds');
  });

  it('should not toggle while disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Accept odds changes" disabled onCheckedChange={onCheckedChange} />);

    await user.click(toggle());
    await user.click(screen.getByText('Accept odds changes'));

    expect(toggle()).toBeDisabled();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('should take its touch target from the token', () => {
    render(<Switch label="Accept odds changes" />);
    expect(getComputedStyle(toggle()).minHeight).toMatch(/^var\(--size-touchTarget/);
  });
});
