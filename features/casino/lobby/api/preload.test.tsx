import { isJackpotCall } from '../../shared/testing/fixtures.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import CasinoHomeScreen from '../routes/CasinoHomeScreen.tsx';
import { stubIntersectionObserver } from '../../shared/testing/intersectionObserver.ts';
import { lobbyRoutes } from '../testing/lobbyRoutes.ts';
import { findLoadedList } from '../testing/queries.ts';
import { renderLobby } from '../testing/renderLobby.tsx';
import { casinoHomeKeys, preloadCasinoHome } from './preload.ts';

beforeEach(() => {
  stubIntersectionObserver();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const casinoCalls = (api: ReturnType<typeof createFixtureApi>) =>
  api.calls.filter((call) => call.path.startsWith('/api/casino/') && !isJackpotCall(call));

/*
 * The host starts the home's requests at boot with one client; the screen then renders with
 * another. When the screen uses the preloaded keys, it takes those answers and asks nothing.
 * Every test renders the screen, so it takes what was preloaded: preloads are global (SWR keeps
 * them beside its default cache) and must not outlive a test.
 */
describe('preloadCasinoHome', () => {
  it('should start the best games, the provider list and two provider blocks', async () => {
    const boot = createFixtureApi(lobbyRoutes());
    void preloadCasinoHome(boot, 'en-US', '');
    expect(boot.calls.map((call) => [call.path, call.query.category, call.query.provider])).toEqual(
      [
        ['/api/casino/games', 'best', undefined],
        ['/api/casino/games', 'all', 'pragmatic'],
        ['/api/casino/games', 'all', 'netent'],
        ['/api/casino/providers', undefined, undefined],
      ],
    );
    const screenApi = createFixtureApi(lobbyRoutes());
    await renderLobby(<CasinoHomeScreen />, { api: screenApi, language: 'en-US' });
    const best = await findLoadedList('Best games');
    expect(within(best).getAllByRole('listitem')).toHaveLength(6);
    await findLoadedList('NetEnt');
    expect(screen.getByRole('heading', { level: 2, name: 'Pragmatic Play' })).toBeVisible();
    expect(casinoCalls(screenApi)).toEqual([]);
  });

  it("should start the address's category instead of the provider blocks", async () => {
    const boot = createFixtureApi(lobbyRoutes());
    void preloadCasinoHome(boot, 'es', '?sC=roulette');
    expect(boot.calls.map((call) => call.query.category)).toEqual(['best', 'roulette']);
    const screenApi = createFixtureApi(lobbyRoutes());
    await renderLobby(<CasinoHomeScreen />, {
      api: screenApi,
      language: 'es-ES',
      path: '/slots/home?sC=roulette',
    });
    const list = await findLoadedList('Ruleta');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(casinoCalls(screenApi)).toEqual([]);
  });
});

describe('casinoHomeKeys', () => {
  it('should leave the favourites to the session check', () => {
    expect(casinoHomeKeys('es', '?sC=favorite')).toMatchObject({ providers: [] });
    expect(casinoHomeKeys('es', '?sC=favorite').games).toHaveLength(1);
  });

  it('should read an unknown category as all', () => {
    expect(casinoHomeKeys('es', '?sC=poker').games).toHaveLength(3);
  });

  it("should take the host's parsed query as well", () => {
    expect(casinoHomeKeys('es', new URLSearchParams('sC=jackpot'))).toEqual(
      casinoHomeKeys('es', '?sC=jackpot'),
    );
  });
});
