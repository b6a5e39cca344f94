import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Brand } from '../../schemas/generated/brand.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import {
  mostProvidersBanned,
  costaBrand,
  demoBrand,
  flatPages,
  guest,
  noBans,
  player,
  usdPlayer,
} from './Shell.fixtures.ts';
import { SideMenu, type SideMenuProps } from './SideMenu.tsx';
import { renderTranslated } from './testUtils.tsx';

async function renderSideMenu(
  props: Partial<SideMenuProps> = {},
  language: LanguageCode = 'en-US',
) {
  const handlers = {
    onOpenChange: vi.fn(),
    onLogout: vi.fn(),
    onLanguageChange: vi.fn(),
  };
  await renderTranslated(
    <SideMenu
      open
      brand={demoBrand}
      session={player}
      banned={noBans}
      flatPages={flatPages}
      {...handlers}
      {...props}
    />,
    language,
  );
  // The open menu's panel loads with its first opening.
  return { ...handlers, menu: await screen.findByRole('dialog') };
}

const section = (menu: HTMLElement, name: string) => within(menu).getByRole('region', { name });

describe('SideMenu', () => {
  describe('profile block', () => {
    it('should show login, id, and the balance in its currency’s decimals, and its currency', async () => {
      const { menu } = await renderSideMenu();
      const profile = section(menu, 'maria.gonzalez');
      expect(within(profile).getByText('ID 104857')).toBeInTheDocument();
      // Pesos have no decimals (decision 013); the spec's two decimals are for currencies with them.
      expect(within(profile).getByText('$1,234,567')).toBeInTheDocument();
      expect(within(profile).getByText('CLP')).toBeInTheDocument();
    });

    it('should show a dollar balance with two decimals', async () => {
      const { menu } = await renderSideMenu({
        session: { status: 'player', user: { id: 1, login: 'ana', currency: 'USD' }, balance: 250 },
      });
      expect(within(section(menu, 'ana')).getByText('$250.00')).toBeInTheDocument();
    });

    it('should label the brand default currency when the account has none', async () => {
      const { menu } = await renderSideMenu({
        session: { status: 'player', user: { id: 1, login: 'ana', currency: '' }, balance: 5 },
      });
      expect(within(section(menu, 'ana')).getByText('CLP')).toBeInTheDocument();
      expect(within(section(menu, 'ana')).getByText('$5')).toBeInTheDocument();
    });

    it('should show FUN accounts as RUB', async () => {
      const { menu } = await renderSideMenu({
        session: { status: 'player', user: { id: 1, login: 'ana', currency: 'FUN' }, balance: 5 },
      });
      expect(within(section(menu, 'ana')).getByText('RUB')).toBeInTheDocument();
      expect(within(section(menu, 'ana')).getByText('₽5.00')).toBeInTheDocument();
    });

    it('should link the account pages', async () => {
      const { menu } = await renderSideMenu();
      const profile = section(menu, 'maria.gonzalez');
      const links = within(profile)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual([
        ['Change password', '/profile/change-password'],
        ['Casino history', '/profile/slots-bet-history'],
        ['Bet history', '/profile/bet-history'],
        ['Sport history', '/bc/history'],
        ['Digital sportsbook history', '/digsport/history'],
        ['Operations history', '/profile/pay-history'],
        ['Responsible gambling', '/profile/responsible-gambling'],
      ]);
    });

    it('should hide the histories of banned sportsbooks', async () => {
      const { menu } = await renderSideMenu({ banned: new Set(['bc', 'digitain']) });
      const profile = section(menu, 'maria.gonzalez');
      expect(within(profile).queryByRole('link', { name: 'Sport history' })).toBeNull();
      expect(
        within(profile).queryByRole('link', { name: 'Digital sportsbook history' }),
      ).toBeNull();
    });

    it('should log out and close', async () => {
      const user = userEvent.setup();
      const { menu, onLogout, onOpenChange } = await renderSideMenu();
      await user.click(within(menu).getByRole('button', { name: 'Log out' }));
      expect(onLogout).toHaveBeenCalledOnce();
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('should offer login and registration to guests instead', async () => {
      const { menu } = await renderSideMenu({ session: guest });
      expect(within(menu).queryByRole('button', { name: 'Log out' })).toBeNull();
      expect(within(menu).getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/auth/login',
      );
      expect(within(menu).getByRole('link', { name: 'Register' })).toHaveAttribute(
        'href',
        '/auth/registration',
      );
    });
  });

  describe('link blocks', () => {
    it('should show the brand blocks in order with translated titles', async () => {
      const { menu } = await renderSideMenu({ session: usdPlayer });
      const headings = within(menu)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(headings).toEqual(['jsmith', 'Sports', 'Casino', 'Help', 'Language', 'Information']);
      expect(
        within(section(menu, 'Sports')).getByRole('link', { name: 'Results' }),
      ).toHaveAttribute('href', '/Results');
    });

    it('should hide banned links and blocks left empty', async () => {
      const brand: Brand = {
        ...demoBrand,
        menus: {
          sideMenu: [
            {
              id: 'casinoBlock',
              links: [{ id: 'slots', route: '/slots/main', provider: 'slots' }],
            },
            ...(demoBrand.menus?.sideMenu ?? []).filter((block) => block.id !== 'casinoBlock'),
          ],
        },
      };
      const { menu } = await renderSideMenu({ brand, banned: mostProvidersBanned });
      expect(within(menu).queryByRole('region', { name: 'Casino' })).toBeNull();
      expect(within(menu).getByRole('region', { name: 'Sports' })).toBeInTheDocument();

      const { menu: demoMenu } = await renderSideMenu({ banned: mostProvidersBanned });
      const casino = within(demoMenu).getAllByRole('region', { name: 'Casino' })[0];
      if (!casino) throw new Error('no casino block');
      expect(within(casino).queryByRole('link', { name: 'TVBet' })).toBeNull();
      expect(within(casino).queryByRole('link', { name: 'Slots' })).toBeNull();
      expect(within(casino).getByRole('link', { name: 'Crash games' })).toBeInTheDocument();
    });

    it('should open external links in a new tab with their brand label', async () => {
      const { menu } = await renderSideMenu();
      const chat = within(section(menu, 'Help')).getByRole('link', { name: /^Live chat/ });
      expect(chat).toHaveAttribute('href', 'https://chat.example.com/demo-bet');
      expect(chat).toHaveAttribute('target', '_blank');
      expect(chat).toHaveAccessibleName(/opens in a new tab/);
    });

    it('should close when a link is followed', async () => {
      const user = userEvent.setup();
      const { menu, onOpenChange } = await renderSideMenu();
      const results = within(menu).getByRole('link', { name: 'Results' });
      // jsdom cannot navigate; the menu only has to ask to close.
      results.addEventListener('click', (event) => event.preventDefault());
      await user.click(results);
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });
  });

  describe('language, pages and description', () => {
    it('should change language through the chooser', async () => {
      const user = userEvent.setup();
      const { menu, onLanguageChange } = await renderSideMenu();
      const chooser = within(menu).getByRole('group', { name: 'Language' });
      expect(within(chooser).getByRole('button', { name: 'English' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await user.click(within(chooser).getByRole('button', { name: 'Português' }));
      expect(onLanguageChange).toHaveBeenCalledWith('pt-PT');
    });

    it('should list flat pages', async () => {
      const { menu } = await renderSideMenu();
      const pages = section(menu, 'Information');
      expect(within(pages).getByRole('link', { name: 'Juego responsable' })).toHaveAttribute(
        'href',
        '/flatPages/responsible-gaming',
      );
    });

    it('should leave out the pages section when there are none', async () => {
      const { menu } = await renderSideMenu({ flatPages: [] });
      expect(within(menu).queryByRole('region', { name: 'Information' })).toBeNull();
    });

    it('should show the description in the current language', async () => {
      const { menu } = await renderSideMenu({}, 'pt-PT');
      expect(
        within(menu).getByText(
          'A Demo Bet é uma marca de demonstração. Jogue com responsabilidade. +18.',
        ),
      ).toBeInTheDocument();
    });

    it('should fall back to the brand default language for the description', async () => {
      // Costa writes no Spanish description; its default language is pt-PT.
      const { menu } = await renderSideMenu({ brand: costaBrand }, 'es-es');
      expect(within(menu).getByText(/^Costa Jogos — casino e apostas/)).toBeInTheDocument();
    });
  });

  it('should render nothing while closed', async () => {
    await renderTranslated(
      <SideMenu
        open={false}
        onOpenChange={vi.fn()}
        brand={demoBrand}
        session={player}
        banned={noBans}
        flatPages={flatPages}
        onLogout={vi.fn()}
        onLanguageChange={vi.fn()}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function MenuWithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <SideMenu
        open={open}
        onOpenChange={setOpen}
        brand={demoBrand}
        session={player}
        banned={noBans}
        flatPages={flatPages}
        onLogout={vi.fn()}
        onLanguageChange={vi.fn()}
      />
    </>
  );
}

describe('focus', () => {
  it('should move focus into the menu and give it back to the opener on close', async () => {
    const user = userEvent.setup();
    await renderTranslated(<MenuWithOpener />);
    const opener = screen.getByRole('button', { name: 'Open menu' });

    await user.click(opener);
    const menu = await screen.findByRole('dialog');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
