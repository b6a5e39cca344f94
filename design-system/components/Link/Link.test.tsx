import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import {
  DesignSystemProvider,
  type LinkComponentProps,
} from '../../provider/DesignSystemProvider.tsx';
import { Link } from './Link.tsx';

function RouterLink({ children, href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      data-router=""
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}

describe('Link', () => {
  it('should render internal links through the provider link component', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <DesignSystemProvider linkComponent={RouterLink}>
        <Link href="/sports" onClick={onClick}>
          Sports
        </Link>
      </DesignSystemProvider>,
    );
    const link = screen.getByRole('link', { name: 'Sports' });

    await user.click(link);

    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveAttribute('href', '/sports');
    expect(link).not.toHaveAttribute('target');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('should open external links in a new tab, outside the router, with a hint', () => {
    render(
      <DesignSystemProvider linkComponent={RouterLink}>
        <Link href="https://example.com" external>
          Help centre
        </Link>
      </DesignSystemProvider>,
    );
    // jsdom lays nothing out, so it cannot see that the hidden hint is a separate box; the exact
    // spaced name is checked in Chromium by the External story.
    const link = screen.getByRole('link', { name: /^Help centre ?opens in a new tab$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('data-router');
  });

  it('should take the external hint from a prop', () => {
    render(
      <Link href="https://example.com" external externalLabel="se abre en una pestaña nueva">
        Ayuda
      </Link>,
    );
    expect(
      screen.getByRole('link', { name: /^Ayuda ?se abre en una pestaña nueva$/ }),
    ).toBeInTheDocument();
  });

  it('should take its colour from the theme contract', () => {
    render(<Link href="/sports">Sports</Link>);
    expect(getComputedStyle(screen.getByRole('link')).color).toMatch(/^var\(--color-textlink/i);
  });

  it('should always underline a link that inherits the text colour', () => {
    render(
      <Link href="/rules" tone="inherit">
        Rules
      </Link>,
    );
    expect(getComputedStyle(screen.getByRole('link')).textDecorationLine).toBe('underline');
  });
});
