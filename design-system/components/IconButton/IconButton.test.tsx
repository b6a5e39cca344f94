import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider.tsx';
import { IconButton } from './IconButton.tsx';
import { RouterLink } from '../private/testing/RouterLink.tsx';

describe('IconButton', () => {
  it('should be named by its label and hide the icon from assistive technology', () => {
    render(<IconButton icon="close" label="Close" />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('should call onClick when pressed', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<IconButton icon="menu" label="Menu" onClick={onClick} />);

    await user.click(screen.getByRole('button', { name: 'Menu' }));

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('should expose a toggle state only when pressed is given', () => {
    const { rerender } = render(<IconButton icon="star" label="Favourite" />);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-pressed');

    rerender(<IconButton icon="star" label="Favourite" pressed />);
    expect(screen.getByRole('button', { pressed: true })).toBeInTheDocument();

    rerender(<IconButton icon="star" label="Favourite" pressed={false} />);
    expect(screen.getByRole('button', { pressed: false })).toBeInTheDocument();
  });

  it('should not call onClick while disabled', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<IconButton icon="close" label="Close" disabled onClick={onClick} />);

    await user.click(screen.getByRole('button'));

    expect(onClick).not.toHaveBeenCalled();
  });

  it('should render the provider link component when given an href', () => {
    render(
      <DesignSystemProvider linkComponent={RouterLink}>
        <IconButton href="/account" icon="user" label="My account" />
      </DesignSystemProvider>,
    );
    const link = screen.getByRole('link', { name: 'My account' });
    expect(link).toHaveAttribute('href', '/account');
    expect(link).toHaveAttribute('data-router');
  });

  it('should keep the touch target at the contract size for every size', () => {
    render(<IconButton icon="close" label="Close" size="small" />);
    const styles = getComputedStyle(screen.getByRole('button'));
    expect(styles.minWidth).toMatch(/^var\(--size-touchTarget/);
    expect(styles.minHeight).toMatch(/^var\(--size-touchTarget/);
  });
});
