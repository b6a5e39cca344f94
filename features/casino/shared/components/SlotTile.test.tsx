import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetNotices } from '../../../core/notifications/index.ts';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { favouriteRoutes, fixtureGames } from '../testing/fixtures.ts';
import { renderCasino } from '../testing/renderCasino.tsx';
import { GameGrid } from './GameGrid.tsx';
import { useTileActions } from './useTileActions.ts';

function Grid() {
  const actions = useTileActions();
  return <GameGrid games={fixtureGames.slice(0, 3)} actions={actions} priorityCount={2} />;
}

afterEach(() => resetNotices());

describe('SlotTile', () => {
  it('should link a player to the game page and size every image', async () => {
    const api = createFixtureApi(favouriteRoutes());
    await renderCasino(<Grid />, { api });
    const link = screen.getByRole('link', { name: 'Play Gates of Luck' });
    expect(link).toHaveAttribute('href', '/slots/pragmatic/game-1');
    const images = screen.getAllByRole('presentation');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
    ]);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '320');
      expect(image).toHaveAttribute('height', '240');
    }
  });

  it('should keep a guest on the page with the please-authenticate notice', async () => {
    const api = createFixtureApi(favouriteRoutes());
    await renderCasino(<Grid />, { api, session: { status: 'guest' } });
    expect(screen.queryByRole('link', { name: /Gates of Luck/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gates of Luck: sign in to play' }));
    const notices = screen.getByRole('list', { name: 'Notifications' });
    expect(within(notices).getByText('Please log in.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/slots/home',
    );
    expect(api.calls.some((call) => call.path.startsWith('/api/favorite_slots'))).toBe(false);
  });

  it('should add a favourite, then remove it, with the notices', async () => {
    const api = createFixtureApi(favouriteRoutes());
    await renderCasino(<Grid />, { api });
    const star = await screen.findByRole('button', { name: 'Gates of Luck in favourites' });
    await waitFor(() => expect(star).toBeEnabled());
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    const notices = screen.getByRole('list', { name: 'Notifications' });
    expect(within(notices).getByText(/added to favourites/i)).toBeInTheDocument();
    const add = api.calls.find((call) => call.path === '/api/favorite_slots/add');
    expect(add?.body).toMatchObject({ slot: { id: 1, gameId: 'game-1' } });

    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    const remove = api.calls.find((call) => call.path === '/api/favorite_slots/remove');
    expect(remove?.body).toMatchObject({ id: '1_game-1_pragmatic_Gates of Luck' });
    expect(within(notices).getByText(/removed from favourites/i)).toBeInTheDocument();
  });

  it('should give a guest the notice from the star and call nothing', async () => {
    const api = createFixtureApi(favouriteRoutes());
    await renderCasino(<Grid />, { api, session: { status: 'guest' } });
    await userEvent.click(screen.getByRole('button', { name: 'Book of Dunes in favourites' }));
    const notices = screen.getByRole('list', { name: 'Notifications' });
    expect(within(notices).getByText('Please log in.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
