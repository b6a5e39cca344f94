import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Brand } from '../../schemas/generated/brand.ts';
import { Header, type HeaderProps } from './Header.tsx';
import {
  mostProvidersBanned,
  costaBrand,
  demoBrand,
  guest,
  noBans,
  player,
  usdPlayer,
} from './Shell.fixtures.ts';
import { renderTranslated } from './testUtils.tsx';

function renderHeader(props: Partial<HeaderProps> = {}) {
  const onOpenMenu = vi.fn();
  const result = renderTranslated(
    <Header brand={demoBrand} session={guest} banned={noBans} onOpenMenu={onOpenMenu} {...props} />,
  );
  return { onOpenMenu, result };
}

const nav = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('Header', () => {
  describe('logo', () => {
    it('should link the logo home, named by the brand', async () => {
      await renderHeader().result;
      const home = screen.getByRole('link', { name: 'Demo Bet' });
      expect(home).toHaveAttribute('href', '/');
      expect(within(home).getByRole('img', { name: 'Demo Bet' })).toBeInTheDocument();
    });

    it('should use the logo alt text when the brand gives one', async () => {
      const brand: Brand = { ...demoBrand, logo: { src: 'assets/logo.svg', alt: 'Demo Bet home' } };
      await renderHeader({ brand }).result;
      expect(screen.getByRole('img', { name: 'Demo Bet home' })).toHaveAttribute(
        'src',
        '/brand-assets/assets/logo.svg',
      );
    });

    it('should show the brand name as text without a logo', async () => {
      const { logo: _logo, ...brand } = demoBrand;
      await renderHeader({ brand }).result;
      const home = screen.getByRole('link', { name: 'Demo Bet' });
      expect(home).toHaveTextContent('Demo Bet');
      expect(within(home).queryByRole('img')).not.toBeInTheDocument();
    });
  });

  describe('account area', () => {
    it('should offer registration and login to guests', async () => {
      await renderHeader().result;
      expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
        'href',
        '/auth/registration',
      );
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
      expect(screen.queryByRole('link', { name: /top up/i })).not.toBeInTheDocument();
    });

    it('should show a player id, balance with symbol and the top-up page', async () => {
      await renderHeader({ session: player }).result;
      expect(screen.getByText('ID 104857')).toBeInTheDocument();
      // The demo brand writes CLP as "$", in whole pesos.
      expect(screen.getByText('$1,234,567')).toBeInTheDocument();
      const topUp = screen.getByRole('link', { name: 'Top up' });
      expect(topUp).toHaveAttribute('href', '/profile/top-up');
      expect(topUp).not.toHaveAttribute('target');
      expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    });

    it("should place a player's session timer before the top-up, and no timer for a guest", async () => {
      const timer = <button type="button">Session timer</button>;
      const { unmount } = await renderHeader({ session: player, sessionStatus: timer }).result;
      const timerButton = screen.getByRole('button', { name: 'Session timer' });
      const topUp = screen.getByRole('link', { name: 'Top up' });
      expect(
        timerButton.compareDocumentPosition(topUp) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      unmount();
      await renderHeader({ session: guest, sessionStatus: timer }).result;
      expect(screen.queryByRole('button', { name: 'Session timer' })).not.toBeInTheDocument();
    });

    it('should send USD players to the top-up chat in a new tab', async () => {
      await renderHeader({ session: usdPlayer }).result;
      const topUp = screen.getByRole('link', { name: 'Top up (opens in a new tab)' });
      expect(topUp).toHaveAttribute('href', 'https://chat.example.com/demo-bet/usd-top-up');
      expect(topUp).toHaveAttribute('target', '_blank');
      expect(topUp).toHaveAttribute('rel', 'noopener noreferrer');
      expect(screen.getByText('$250.00')).toBeInTheDocument();
    });

    it('should say the balance is updating before it arrives', async () => {
      if (player.status !== 'player') throw new Error('fixture');
      await renderHeader({ session: { ...player, balance: undefined } }).result;
      expect(screen.getByText('Updating…')).toBeInTheDocument();
    });

    it('should write the balance the way the language does', async () => {
      const i18nResult = renderTranslated(
        <Header brand={costaBrand} session={player} banned={noBans} onOpenMenu={vi.fn()} />,
        'pt-PT',
      );
      await i18nResult;
      // Costa has no CLP symbol, so the spec's fallback applies; pesos have no decimals.
      expect(screen.getByText(/^1\s234\s567\s₽$/u)).toBeInTheDocument();
    });
  });

  describe('menu', () => {
    it('should open the side menu from the menu button', async () => {
      const user = userEvent.setup();
      const { onOpenMenu, result } = renderHeader();
      await result;
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(onOpenMenu).toHaveBeenCalledOnce();
    });

    it('should list the header entries in brand order', async () => {
      await renderHeader().result;
      const items = within(nav()).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Sport',
        'Live',
        'Casino',
        'Horse races',
        'Live casino',
      ]);
      expect(within(nav()).getByRole('link', { name: 'Casino' })).toHaveAttribute(
        'href',
        '/slots/home',
      );
    });

    it('should open and close the sub-entries of an entry that has them', async () => {
      const user = userEvent.setup();
      await renderHeader().result;
      const sport = within(nav()).getByRole('button', { name: 'Sport' });
      expect(sport).toHaveAttribute('aria-expanded', 'false');

      await user.click(sport);
      expect(sport).toHaveAttribute('aria-expanded', 'true');
      const subMenu = within(nav()).getByRole('list', { name: 'Sport' });
      expect(sport).toHaveAttribute('aria-controls', subMenu.id);
      expect(within(subMenu).getByRole('link', { name: 'Sport 1' })).toHaveAttribute(
        'href',
        '/line/top-events',
      );
      expect(within(subMenu).getByRole('link', { name: 'Sport 2' })).toHaveAttribute(
        'href',
        '/bc/prematch',
      );

      await user.click(within(nav()).getByRole('button', { name: 'Live' }));
      expect(sport).toHaveAttribute('aria-expanded', 'false');
      expect(within(nav()).getByRole('link', { name: 'Live 2' })).toBeInTheDocument();

      await user.click(within(nav()).getByRole('button', { name: 'Live' }));
      expect(within(nav()).queryByRole('link', { name: 'Live 2' })).not.toBeInTheDocument();
    });

    it('should hide banned entries, and make a parent left with one sub-entry a link', async () => {
      await renderHeader({ banned: mostProvidersBanned }).result;
      const items = within(nav()).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(['Sport', 'Live']);
      expect(within(nav()).getByRole('link', { name: 'Sport' })).toHaveAttribute(
        'href',
        '/line/top-events',
      );
      expect(within(nav()).queryByRole('button')).not.toBeInTheDocument();
    });

    it('should leave out the menu when every entry is banned', async () => {
      const brand: Brand = {
        ...demoBrand,
        menus: { header: [{ id: 'casino', route: '/slots/home', provider: 'slots' }] },
      };
      await renderHeader({ brand, banned: new Set(['slots']) }).result;
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    });

    it('should mark the page being shown and open its sub-menu', async () => {
      await renderHeader({ currentPath: '/bc/live' }).result;
      expect(within(nav()).getByRole('button', { name: 'Live' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(within(nav()).getByRole('link', { name: 'Live 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    it('should use brand labels and translate the rest', async () => {
      const brand: Brand = {
        ...demoBrand,
        menus: {
          header: [
            { id: 'casino', route: '/slots/home', label: { 'es-es': 'Tragaperras' } },
            { id: 'liveCasino', route: '/casinolive/main' },
          ],
        },
      };
      await renderTranslated(
        <Header brand={brand} session={guest} banned={noBans} onOpenMenu={vi.fn()} />,
        'es-es',
      );
      const menu = screen.getByRole('navigation', { name: 'Menú principal' });
      expect(within(menu).getByRole('link', { name: 'Tragaperras' })).toBeInTheDocument();
      expect(within(menu).getByRole('link', { name: 'Casino en vivo' })).toBeInTheDocument();
    });
  });
});
