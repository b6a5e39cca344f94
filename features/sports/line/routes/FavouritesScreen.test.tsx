import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthModal, useAuthModal } from '../../../core/authModal/index.ts';
import { createFixtureApi, signedInSession } from '../../../core/testing/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { favourite, finishedEvent, lineEvents } from '../fixtures.ts';
import { lineRoutes, type LineFixtureOptions } from '../testing/lineRoutes.ts';
import { renderLine } from '../testing/renderLine.tsx';
import FavouritesScreen from './FavouritesScreen.tsx';

afterEach(() => closeAuthModal());

const events = lineEvents('en');
const byId = (id: number) => events.find((event) => event.id === id) ?? finishedEvent;
const someFavourites = [finishedEvent, byId(100101), byId(100201), byId(100102)].map((event) =>
  favourite(event),
);

async function renderScreen(options: LineFixtureOptions = {}, session: Session = signedInSession) {
  const api = createFixtureApi(lineRoutes(options));
  await renderLine(<FavouritesScreen />, { api, session, path: '/Favorite' });
  return { api, user: userEvent.setup() };
}

describe('FavouritesScreen', () => {
  it('should ask a guest to log in, and open the sign-in', async () => {
    const { api, user } = await renderScreen({}, { status: 'guest' });
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    expect(screen.getByText('You need to log in to do this.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(renderHook(() => useAuthModal()).result.current).toEqual({
      open: true,
      type: 'sign-in',
    });
    expect(api.calls).toEqual([]);
  });

  it('should load each favourite event and group them by sport, earliest first', async () => {
    const { api } = await renderScreen({ favourites: someFavourites });
    // The first sport comes with the page, the others a step each.
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((node) => node.textContent)).toEqual([
        'Football',
        'Tennis',
        'Finished',
      ]),
    );
    const laLiga = screen.getByRole('region', { name: /LaLiga/ });
    expect(
      within(laLiga)
        .getAllByRole('article')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Real Madrid - Atlético Madrid', 'FC Barcelona - Sevilla FC']);
    const eventCall = api.calls.find((call) => call.path === '/api/feed/games/100201');
    expect(eventCall?.query).toEqual({ lang: 'en' });
    expect(screen.getByRole('combobox', { name: 'Odds format' })).toBeVisible();
  });

  it('should show finished favourites without prices', async () => {
    await renderScreen({ favourites: someFavourites });
    const finished = await screen.findByRole('region', { name: 'Finished' });
    const row = within(finished).getByRole('article', { name: 'Girona FC - Villarreal CF' });
    expect(within(row).queryByRole('button', { name: /, \d+\.\d\d$/ })).toBeNull();
  });

  it('should drop an event whose star is tapped and reload the list', async () => {
    const { api, user } = await renderScreen({ favourites: someFavourites });
    await user.click(
      await screen.findByRole('button', { name: 'Favourite: Carlos Alcaraz - Jannik Sinner' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Carlos Alcaraz - Jannik Sinner' })).toBeNull(),
    );
    expect(screen.queryByRole('heading', { level: 2, name: 'Tennis' })).toBeNull();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('should say when there are no favourites', async () => {
    await renderScreen({ favourites: [] });
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse top events' })).toHaveAttribute(
      'href',
      '/line/top-events',
    );
  });

  it('should leave out an event the platform no longer knows', async () => {
    const unknown = favourite({ ...byId(100101), id: 999_999 });
    await renderScreen({ favourites: [unknown, favourite(byId(100201))] });
    expect(
      await screen.findByRole('article', { name: 'Carlos Alcaraz - Jannik Sinner' }),
    ).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('should show a failure of the events with a retry', async () => {
    await renderScreen({ favourites: someFavourites, event: 'error' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your favourites');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('should show a failure of the list', async () => {
    await renderScreen({ favourites: 'error' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your favourites');
  });
});
