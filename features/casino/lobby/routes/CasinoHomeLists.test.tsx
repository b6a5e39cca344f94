import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../../core/notifications/index.ts';
import { signedInSession } from '../../../core/testing/index.ts';
import { lobbyGames } from '../testing/fixtures.ts';
import { findLoadedList } from '../testing/queries.ts';
import {
  address,
  blockHeadings,
  cleanupHome,
  gamesCalls,
  renderHome,
} from '../testing/renderHome.tsx';

afterEach(() => {
  resetNotices();
  cleanupHome();
});

describe('CasinoHomeScreen lists', () => {
  it('should show two provider blocks, then two more when the end is reached', async () => {
    // The clock stands still, so a slow machine cannot let the end, still in view, take the
    // next step (every 500 ms) before the blocks are counted.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { api, viewport } = await renderHome();
      await screen.findByRole('heading', { level: 2, name: 'Pragmatic Play' });
      expect(blockHeadings()).toEqual(['Pragmatic Play', 'NetEnt']);
      const pragmatic = await findLoadedList('Pragmatic Play');
      expect(within(pragmatic).getAllByRole('listitem')).toHaveLength(6);
      expect(screen.getByRole('link', { name: 'See all NetEnt games' })).toHaveAttribute(
        'href',
        '/slots/provider-games?sP=netent',
      );

      vi.setSystemTime(Date.now() + 600);
      viewport.scrollToEnd();
      await screen.findByRole('heading', { level: 2, name: 'Amatic' });
      expect(blockHeadings()).toEqual(['Pragmatic Play', 'NetEnt', 'Amatic', 'Greentube']);
      await waitFor(() =>
        expect(gamesCalls(api)).toContainEqual(
          expect.objectContaining({ provider: 'greentube', pageSize: 6, page: 1 }),
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('should stop watching the end once every provider is shown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { viewport } = await renderHome();
      await screen.findByRole('heading', { level: 2, name: 'Pragmatic Play' });
      for (const next of ['Amatic', 'Evoplay', 'EGT', 'Universal Race']) {
        vi.setSystemTime(Date.now() + 600);
        viewport.scrollToEnd();
        await screen.findByRole('heading', { level: 2, name: next });
      }
      expect(blockHeadings()).toHaveLength(9);
      expect(viewport.watched()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('should change the address and the list when a category is chosen', async () => {
    const { api, user } = await renderHome();
    const filters = within(screen.getByRole('group', { name: 'Categories' }));
    expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(filters.getByRole('button', { name: 'Roulette' }));
    expect(address()).toHaveTextContent('/slots/home?sC=roulette');
    expect(filters.getByRole('button', { name: 'Roulette' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const list = await findLoadedList('Roulette');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Pragmatic Play' })).not.toBeInTheDocument();
    expect(gamesCalls(api).at(-1)).toMatchObject({ category: 'roulette', page: 1, pageSize: 10 });

    await user.click(filters.getByRole('button', { name: 'All' }));
    expect(address()).toHaveTextContent(/^\/slots\/home$/);
    expect(await screen.findByRole('heading', { name: 'Pragmatic Play' })).toBeInTheDocument();
  });

  it('should page a category ten games at a time', async () => {
    const { api, user } = await renderHome({ path: '/slots/home?sC=slot-machines' });
    const list = await findLoadedList('Slot machines');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const total = lobbyGames.filter((game) => game.tab.includes('slot-machines')).length;
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(total));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(gamesCalls(api).filter((query) => query.category === 'slot-machines')).toHaveLength(3);
  });

  it('should offer the crash filter to players only', async () => {
    await renderHome({ path: '/slots/home?sC=crash' });
    const filters = within(screen.getByRole('group', { name: 'Categories' }));
    expect(filters.queryByRole('button', { name: 'Crash' })).not.toBeInTheDocument();
    // A guest's crash address shows everything instead.
    expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('should show a player the crash games', async () => {
    await renderHome({ session: signedInSession, path: '/slots/home?sC=crash' });
    const filters = within(screen.getByRole('group', { name: 'Categories' }));
    expect(filters.getByRole('button', { name: 'Crash' })).toHaveAttribute('aria-pressed', 'true');
    const list = await findLoadedList('Crash');
    expect(within(list).getByRole('link', { name: 'Play Aviator X' })).toBeVisible();
    expect(screen.queryByText('To use the casino, please sign in.')).not.toBeInTheDocument();
  });

  it('should ask a guest to sign in for the favourites, once', async () => {
    const { api } = await renderHome({ path: '/slots/home?sC=favorite' });
    expect(screen.getAllByText('To use the casino, please sign in.')).toHaveLength(1);
    expect(gamesCalls(api).some((query) => query.category === 'favorite')).toBe(false);
  });

  it("should drop a favourite from a player's favourites when removed", async () => {
    const favourites = lobbyGames.slice(0, 2);
    const { user } = await renderHome({
      session: signedInSession,
      favourites,
      path: '/slots/home?sC=favorite',
    });
    const list = await findLoadedList('Favourites');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const name = favourites[0]!.gameName;
    const star = await within(list).findByRole('button', { name: `${name} in favourites` });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await user.click(star);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(
      within(screen.getByRole('list', { name: 'Notifications' })).getByText(
        'Game removed from favourites.',
      ),
    ).toBeInTheDocument();
  });

  it('should search 500 ms after typing, in place of the blocks', async () => {
    const { api, user } = await renderHome();
    await screen.findByRole('heading', { name: 'Pragmatic Play' });
    // The search box comes before the best games, near the top of the page.
    const bestGames = screen.getByRole('heading', { level: 2, name: 'Best games' });
    expect(
      screen.getByRole('searchbox').compareDocumentPosition(bestGames) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const before = gamesCalls(api).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'golden');
    expect(gamesCalls(api)).toHaveLength(before);
    const heading = { level: 2, name: 'Results for “golden”' };
    expect(await screen.findByRole('heading', heading)).toBeVisible();
    expect(gamesCalls(api).filter((query) => query.search)).toEqual([
      expect.objectContaining({ search: 'golden', category: 'all', page: 1 }),
    ]);
    const count = lobbyGames.filter((game) => /golden/i.test(game.gameName)).length;
    expect(await screen.findByText(`Games found: ${count}`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pragmatic Play' })).not.toBeInTheDocument();
    // The results come straight under the search: the best games step aside meanwhile.
    expect(screen.queryByRole('heading', { name: 'Best games' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('heading', { name: 'Pragmatic Play' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Best games' })).toBeVisible();
  });

  it('should say when a search finds nothing', async () => {
    const { user } = await renderHome();
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzz{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'No games match “zzz”' }),
    ).toBeInTheDocument();
  });
});
