import { describe, expect, it } from 'vitest';
import type { Brand } from '../../schemas/generated/brand.ts';
import { darkThemeClass } from '../../design-system/themes/darkTheme.css.ts';
import { costaBrand, demoBrand, nightbetBrand } from '../shell/Shell.fixtures.ts';
import { prerenderShell } from './prerenderShell.tsx';

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('prerenderShell', () => {
  it("should draw the brand's header in its default language, before the session is known", async () => {
    const { rootHtml } = await prerenderShell(demoBrand);
    const root = parse(rootHtml);
    expect(root.querySelector('header a[href="/"] img')).toHaveAttribute('alt', 'Demo Bet');
    expect(root.querySelector('button[aria-haspopup="dialog"]')).toHaveAttribute(
      'aria-label',
      'Abrir menú',
    );
    expect(root.querySelector('nav')).toHaveAttribute('aria-label', 'Menú principal');
    // Neither a guest's sign-in buttons nor a player's balance: the frame is everyone's.
    expect(root.querySelector('[aria-busy="true"]')).toHaveTextContent('Comprobando tu sesión');
    expect(root.textContent).not.toMatch(/Entrar|Registrarse/);
    expect(root.querySelector('main#main')).toBeEmptyDOMElement();
  });

  it('should keep the frame inert, so a tap waits for the header the app draws', async () => {
    const root = parse((await prerenderShell(demoBrand)).rootHtml);
    const frame = root.querySelector('[data-first-frame]');
    expect(frame).toHaveAttribute('inert');
    expect(frame).toContainElement(root.querySelector('header'));
    expect(frame).toContainElement(root.querySelector('main'));
  });

  it("should write an English brand's frame in English", async () => {
    const root = parse((await prerenderShell(nightbetBrand)).rootHtml);
    expect(root.querySelector('button[aria-haspopup="dialog"]')).toHaveAttribute(
      'aria-label',
      'Open menu',
    );
  });

  it('should leave out the entries of providers the brand bans', async () => {
    const banned: Brand = { ...demoBrand, bannedProviders: ['slots', 'liveCasino'] };
    const withCasino = parse((await prerenderShell(demoBrand)).rootHtml);
    const withoutCasino = parse((await prerenderShell(banned)).rootHtml);
    expect(withCasino.querySelector('nav')).toHaveTextContent('Casino');
    expect(withoutCasino.querySelector('nav')).not.toHaveTextContent('Casino');
  });

  it("should give <html> the theme the app gives it: the dark class and the brand's colours", async () => {
    const dark = await prerenderShell(nightbetBrand);
    expect(dark.htmlAttributes.class).toBe(darkThemeClass);
    expect(dark.htmlAttributes['data-theme']).toBe('dark');
    expect(dark.htmlAttributes.style).toContain('#b794f6');
    const light = await prerenderShell(costaBrand);
    expect(light.htmlAttributes.class).toBeUndefined();
    expect(light.htmlAttributes['data-theme']).toBe('light');
  });
});
