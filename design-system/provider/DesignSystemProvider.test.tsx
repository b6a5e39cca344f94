import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../components/Button/Button.tsx';
import { themeCssVars, resolveTheme } from '../themes/brandTheme.ts';
import { darkThemeClass } from '../themes/darkTheme.css.ts';
import { DesignSystemProvider, type LinkComponentProps } from './DesignSystemProvider.tsx';

const brandVar = Object.keys(themeCssVars(resolveTheme())).find((name) =>
  name.startsWith('--color-brand'),
);

describe('DesignSystemProvider', () => {
  it('should put the dark theme on <html> and take it off again', () => {
    const { unmount } = render(<DesignSystemProvider theme="dark">x</DesignSystemProvider>);
    expect(document.documentElement).toHaveClass(darkThemeClass);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    unmount();
    expect(document.documentElement).not.toHaveClass(darkThemeClass);
  });

  it('should apply a brand override as a CSS variable and keep the rest of the theme', () => {
    expect(brandVar).toBeDefined();
    const { unmount } = render(
      <DesignSystemProvider themeOverrides={{ color: { brand: '#7a1fa2' } }}>
        x
      </DesignSystemProvider>,
    );
    const style = document.documentElement.style;
    expect(style.getPropertyValue(brandVar ?? '')).toBe('#7a1fa2');
    unmount();
    expect(style.getPropertyValue(brandVar ?? '')).toBe('');
  });

  it('should render internal links through the host router link', async () => {
    const navigate = vi.fn();
    function RouterLink({ href, children, onClick, ...rest }: LinkComponentProps) {
      return (
        <a
          href={href}
          {...rest}
          onClick={(event) => {
            onClick?.(event);
            event.preventDefault();
            navigate(href);
          }}
        >
          {children}
        </a>
      );
    }
    const user = userEvent.setup();
    render(
      <DesignSystemProvider linkComponent={RouterLink}>
        <Button href="/profile/top-up">Top up</Button>
      </DesignSystemProvider>,
    );

    await user.click(screen.getByRole('link', { name: 'Top up' }));

    expect(navigate).toHaveBeenCalledWith('/profile/top-up');
  });
});
