import { isJackpotCall } from '../../shared/testing/fixtures.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetNotices } from '../../../core/notifications/index.ts';
import { signedInSession } from '../../../core/testing/index.ts';
import { findLoadedList } from '../testing/queries.ts';
import { blockHeadings, cleanupHome, gamesCalls, renderHome } from '../testing/renderHome.tsx';

afterEach(() => {
  resetNotices();
  cleanupHome();
});

describe('CasinoHomeScreen', () => {
  it('should start every first-screenful request together on mount', async () => {
    const { api } = await renderHome();
    // Nothing has answered yet: the provider blocks did not wait for the provider list.
    expect(api.calls.map((call) => [call.path, call.query.category, call.query.provider])).toEqual(
      expect.arrayContaining([
        ['/api/casino/games', 'best', undefined],
        ['/api/casino/providers', undefined, undefined],
        ['/api/casino/games', 'all', 'pragmatic'],
        ['/api/casino/games', 'all', 'netent'],
      ]),
    );
    expect(api.calls.filter((call) => !isJackpotCall(call))).toHaveLength(4);
    expect(gamesCalls(api).every((query) => query.lang === 'en')).toBe(true);
  });

  it('should show a guest the menu, the sign-in message, links and the best games', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Casino' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Casino sections' })).toBeVisible();
    expect(screen.getAllByText('To use the casino, please sign in.')).toHaveLength(1);
    const links = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(links.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Sport 1',
      'Sport 2',
      'Live',
      'Casino',
      'Live casino',
    ]);
    const best = await findLoadedList('Best games');
    expect(within(best).getAllByRole('listitem')).toHaveLength(6);
    expect(within(best).getAllByRole('button', { name: /sign in to play/ })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Providers' })).toHaveAttribute(
      'href',
      '/slots/providers',
    );
  });

  it('should hide a quick link whose provider is banned', async () => {
    await renderHome({ session: signedInSession, blocklist: ['bc'] });
    const links = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(links.queryByRole('link', { name: 'Sport 2' })).not.toBeInTheDocument();
    expect(links.getAllByRole('link')).toHaveLength(4);
  });

  it('should tell a guest who taps a tile to sign in', async () => {
    const { user } = await renderHome();
    const best = await findLoadedList('Best games');
    await user.click(within(best).getAllByRole('button', { name: /sign in to play/ })[0]!);
    const notices = screen.getByRole('list', { name: 'Notifications' });
    expect(within(notices).getByText('Please log in.')).toBeInTheDocument();
  });

  it('should keep the sign-in message its place, unseen, during the session check', async () => {
    await renderHome({ session: { status: 'checking' } });
    const message = screen.getByText('To use the casino, please sign in.');
    expect(message.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    // The chips wait for a player before offering crash.
    const filters = within(screen.getByRole('group', { name: 'Categories' }));
    expect(filters.queryByRole('button', { name: 'Crash' })).not.toBeInTheDocument();
  });

  it('should show a failed list with the reason and retry it', async () => {
    const { api, user } = await renderHome({ state: { best: 'error' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The games could not be loaded');
    expect(alert).toHaveTextContent('The service is temporarily unavailable.');
    const calls = gamesCalls(api).filter((query) => query.category === 'best').length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(gamesCalls(api).filter((query) => query.category === 'best').length).toBe(calls + 1),
    );
  });

  it('should keep the space of loading lists with placeholder tiles', async () => {
    await renderHome({ state: { games: 'loading', providers: 'loading' } });
    const best = screen.getByRole('list', { name: 'Best games' });
    expect(best).toHaveAttribute('aria-busy', 'true');
    expect(within(best).getAllByRole('listitem')).toHaveLength(6);
    // The expected first providers hold their blocks' places.
    expect(blockHeadings()).toEqual(['pragmatic', 'netent']);
  });
});
