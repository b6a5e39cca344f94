import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('should call onClick when pressed', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Button onClick={onClick}>Place bet</Button>);

    await user.click(screen.getByRole('button', { name: 'Place bet' }));

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('should not submit a surrounding form unless asked to', () => {
    render(<Button>Place bet</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('should not call onClick while disabled', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <Button disabled onClick={onClick}>
        Place bet
      </Button>,
    );

    await user.click(screen.getByRole('button'));

    expect(onClick).not.toHaveBeenCalled();
  });

  it('should take its colours from the theme contract', () => {
    render(<Button>Place bet</Button>);
    const styles = getComputedStyle(screen.getByRole('button'));
    expect(styles.backgroundColor).toMatch(/^var\(--color-brand/);
    expect(styles.minHeight).toMatch(/^var\(--size-touchTarget/);
  });
});
