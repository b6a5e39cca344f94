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

  it('should say it is busy and ignore presses while loading, keeping focus', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Place bet
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Place bet' });

    await user.click(button);

    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should render a link when given an href', () => {
    render(<Button href="/slots/home">Casino</Button>);
    expect(screen.getByRole('link', { name: 'Casino' })).toHaveAttribute('href', '/slots/home');
  });

  it('should take its colours from the theme contract', () => {
    render(<Button>Place bet</Button>);
    const styles = getComputedStyle(screen.getByRole('button'));
    expect(styles.backgroundColor).toMatch(/^var\(--color-brand/);
    expect(styles.minHeight).toMatch(/^var\(--size-touchTarget/);
  });
});
