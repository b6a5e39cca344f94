import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Brand } from '../../../schemas/generated/brand.ts';
import { createFixtureApi, fixtureBrand, signedInSession } from '../../core/testing/index.ts';
import { bonusSession, pendingBalanceSession, usdSession } from '../testing/fixtures.ts';
import { renderAccount, type RenderAccountOptions } from '../testing/renderAccount.tsx';
import ProfileFrame from './ProfileFrame.tsx';

function renderFrame(options: Partial<RenderAccountOptions> = {}) {
  return renderAccount(
    <ProfileFrame>
      <h1>The page</h1>
    </ProfileFrame>,
    {
      api: createFixtureApi({}),
      session: signedInSession,
      path: '/profile/change-password',
      ...options,
    },
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Profile menu' });
const summary = () => screen.getByRole('region', { name: 'Your account' });

describe('ProfileFrame', () => {
  describe('summary', () => {
    it('should show the player id and the balance with the brand’s currency symbol', async () => {
      await renderFrame();
      expect(within(summary()).getByText('ID 104857')).toBeInTheDocument();
      // The demo brand writes CLP as "$".
      expect(within(summary()).getByText('$1,000')).toBeInTheDocument();
      expect(within(summary()).queryByText(/Bonus/)).not.toBeInTheDocument();
    });

    it('should show the bonus wallet once it holds money', async () => {
      await renderFrame({ session: bonusSession });
      expect(within(summary()).getByText('$15,000')).toBeInTheDocument();
      expect(within(summary()).getByText('Bonus $600')).toBeInTheDocument();
    });

    it('should say the balance is loading until it arrives', async () => {
      await renderFrame({ session: pendingBalanceSession });
      expect(within(summary()).getByText('Loading balance…')).toBeInTheDocument();
    });

    it('should link top-up and withdrawal to their pages', async () => {
      await renderFrame();
      const topUp = within(summary()).getByRole('link', { name: 'Top up' });
      expect(topUp).toHaveAttribute('href', '/profile/top-up');
      expect(topUp).not.toHaveAttribute('target');
      expect(within(summary()).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
        'href',
        '/profile/withdrawal',
      );
    });

    it('should send a USD player to the brand’s top-up chat in a new tab', async () => {
      await renderFrame({ session: usdSession });
      const topUp = within(summary()).getByRole('link', { name: 'Top up (opens in a new tab)' });
      expect(topUp).toHaveAttribute('href', 'https://chat.example.com/demo-bet/usd-top-up');
      expect(topUp).toHaveAttribute('target', '_blank');
      expect(
        within(menu()).getByRole('link', { name: 'Top up (opens in a new tab)' }),
      ).toHaveAttribute('href', 'https://chat.example.com/demo-bet/usd-top-up');
      expect(within(summary()).getByText('$250.00')).toBeInTheDocument();
    });
  });

  describe('menu', () => {
    it('should link every profile page and mark the one shown', async () => {
      await renderFrame({ path: '/profile/additional' });
      const links = within(menu()).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Change password', '/profile/change-password'],
        ['Personal details', '/profile/additional'],
        ['Promo codes', '/profile/promotional-codes'],
        ['Payment history', '/profile/pay-history'],
        ['Casino history', '/profile/slots-bet-history'],
        ['Bet history', '/profile/bet-history'],
        ['Sport history', '/bc/history'],
        ['Top up', '/profile/top-up'],
        ['Withdrawal', '/profile/withdrawal'],
        ['Responsible gambling', '/profile/responsible-gambling'],
      ]);
      const current = within(menu()).getByRole('link', { name: 'Personal details' });
      expect(current).toHaveAttribute('aria-current', 'page');
      expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
    });

    it('should hide sport history when the server blocklist bans the sportsbook', async () => {
      await renderFrame({ blocklist: ['bc'] });
      expect(within(menu()).queryByRole('link', { name: 'Sport history' })).not.toBeInTheDocument();
    });

    it('should hide the pages of features the brand switched off', async () => {
      const brand: Brand = {
        ...fixtureBrand,
        features: { payments: false },
        bannedProviders: ['bc'],
      };
      await renderFrame({ brand });
      const names = within(menu())
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(names).toEqual([
        'Change password',
        'Personal details',
        'Promo codes',
        'Casino history',
        'Bet history',
        'Responsible gambling',
      ]);
    });

    it('should log out and go home from the exit entry', async () => {
      const user = userEvent.setup();
      const logout = vi.fn(() => Promise.resolve());
      await renderFrame({ actions: { logout } });
      await user.click(within(menu()).getByRole('button', { name: 'Exit' }));
      expect(logout).toHaveBeenCalledOnce();
      await waitFor(() =>
        expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/),
      );
    });
  });

  it('should show the page after the summary and the menu', async () => {
    await renderFrame();
    const page = screen.getByRole('heading', { level: 1, name: 'The page' });
    expect(summary().compareDocumentPosition(page)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(menu().compareDocumentPosition(page)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('should show the bare page to anyone but a player', async () => {
    await renderFrame({ session: { status: 'guest' } });
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Profile menu' })).not.toBeInTheDocument();
  });
});
