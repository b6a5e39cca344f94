import { isJackpotCall } from '../../shared/testing/fixtures.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { resetNotices } from '../../../core/notifications/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  signedInSession,
  type FixtureRoutes,
} from '../../../core/testing/index.ts';
import { renderCasino } from '../../shared/testing/renderCasino.tsx';
import { liveTableRoutes } from '../testing/fixtures.ts';
import { WithRouterLinks } from '../testing/WithRouterLinks.tsx';
import GameLaunchScreen from './GameLaunchScreen.tsx';
import LiveCasinoScreen from './LiveCasinoScreen.tsx';

async function renderLiveCasino(
  routes: FixtureRoutes = liveTableRoutes(),
  options: Partial<Parameters<typeof renderCasino>[1]> = {},
) {
  const api = createFixtureApi(routes);
  const openUrl = vi.fn();
  await renderCasino(
    <WithRouterLinks>
      <Routes>
        <Route path="/casinolive/main" element={<LiveCasinoScreen />} />
        <Route path="/slots/*" element={<GameLaunchScreen openUrl={openUrl} />} />
      </Routes>
    </WithRouterLinks>,
    { api, path: '/casinolive/main', ...options },
  );
  return { api, openUrl, user: userEvent.setup() };
}

/** The evolution and pragmatic list calls (the third-party tables' section has its own tests). */
const tableCalls = (api: { calls: { path: string }[] }) =>
  api.calls
    .filter((call) => /^\/api\/(evo|casino|pragmatic)\//.test(call.path) && !isJackpotCall(call))
    .map((call) => call.path);

/**
 * The category sections' headings, in page order; not the third-party tables' section below them
 * (the TV-bet feature's, tested there; its namespace is not loaded here, so it shows its keys).
 */
const sectionHeadings = () =>
  screen
    .getAllByRole('region')
    .map((section) => within(section).getByRole('heading', { level: 2 }).textContent)
    .filter((heading) => !heading?.startsWith('liveTables.'));

/** The page left and opened again, with the same SWR cache (as the app keeps it). */
function ComeBack() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((current) => !current)}>
        {shown ? 'Leave' : 'Come back'}
      </button>
      {shown ? <LiveCasinoScreen /> : null}
    </>
  );
}

afterEach(() => resetNotices());

describe('LiveCasinoScreen', () => {
  it('should show the live tables of both providers grouped by category', async () => {
    const { api } = await renderLiveCasino();
    expect(screen.getByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Live casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const roulette = await screen.findByRole('list', { name: 'Roulette tables' });
    expect(sectionHeadings()).toEqual(['Roulette', 'Blackjack', 'Baccarat', 'Game shows']);
    expect(
      within(roulette)
        .getAllByRole('link')
        .map((tile) => tile.getAttribute('href')),
    ).toEqual(['/slots/evolution/1800001', '/slots/pragmatic/202']);
    expect(api.calls.find((call) => call.path === '/api/evo/games')?.query).toEqual({ lang: 'en' });
    expect(api.calls.find((call) => call.path === '/api/pragmatic/game_list')?.query).toEqual({
      category: 'live',
      lang: 'en',
    });
  });

  it("should open a table's game page, which starts its session", async () => {
    const { openUrl, user } = await renderLiveCasino({
      ...liveTableRoutes(),
      'GET /api/evolution/open_frame': { launch_url: '/demo/game/table', expires_at: 'later' },
    });
    await user.click(await screen.findByRole('link', { name: 'Play Blackjack VIP' }));
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/slots/evolution/1800002',
    );
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo/game/table'));
  });

  it('should let a guest browse, with the sign-in message above the tables', async () => {
    const { user } = await renderLiveCasino(liveTableRoutes(), { session: { status: 'guest' } });
    expect(screen.getByText('To use the casino, please sign in.')).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Live Azure Roulette: sign in to play' }),
    );
    expect(
      within(screen.getByRole('list', { name: 'Notifications' })).getByText('Please log in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/casinolive/main',
    );
  });

  it.each([
    ['a guest', { status: 'guest' } as const, 0],
    ['a player', signedInSession, 3],
  ])(
    'should refetch the lists only for a player coming back (%s)',
    async (_who, session, again) => {
      const api = createFixtureApi(liveTableRoutes());
      const user = userEvent.setup();
      await renderCasino(<ComeBack />, { api, session, path: '/casinolive/main' });
      await screen.findByRole('list', { name: 'Roulette tables' });
      const loaded = tableCalls(api).length;
      await user.click(screen.getByRole('button', { name: 'Leave' }));
      await user.click(screen.getByRole('button', { name: 'Come back' }));
      await screen.findByRole('list', { name: 'Roulette tables' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(tableCalls(api)).toHaveLength(loaded + again);
    },
  );

  it('should not ask for the tables of a banned provider', async () => {
    const { api } = await renderLiveCasino(liveTableRoutes(), {
      brand: { ...fixtureBrand, bannedProviders: ['evolution'] },
    });
    await screen.findByRole('list', { name: 'Roulette tables' });
    expect(tableCalls(api)).toEqual(['/api/pragmatic/game_list']);
    expect(sectionHeadings()).toEqual(['Roulette', 'Baccarat']);
  });

  it('should show a failed list with a retry, keeping the tables that loaded', async () => {
    let attempt = 0;
    const { user } = await renderLiveCasino(
      liveTableRoutes({
        evolution: () => {
          attempt += 1;
          if (attempt === 1) throw new ApiError({ kind: 'network' });
          return liveTableRoutes()['GET /api/evo/games'];
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the live tables");
    expect(alert).toHaveTextContent('No connection. Check your internet and try again.');
    expect(sectionHeadings()).toEqual(['Roulette', 'Baccarat']);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(sectionHeadings()).toEqual(['Roulette', 'Blackjack', 'Baccarat', 'Game shows']);
  });

  it('should say when no table is open', async () => {
    await renderLiveCasino(liveTableRoutes({ evolution: [], pragmatic: [] }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No live tables are open' }),
    ).toBeInTheDocument();
  });
});
