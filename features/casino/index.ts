import {
  inPageGutter,
  screenOf,
  type FeatureLocales,
  type FeatureModule,
} from '../core/featureModule.ts';
import type { CasinoNamespace } from './casinoLocales.ts';

/*
 * The casino: one feature folder with a sub-area per concern (shared tiles and favourites, the
 * lobby, provider launch, jackpots), each with its own namespace, and one descriptor per brand
 * switch (casino, crash games, live casino), as the sportsbook does (decision 007).
 */

const locales = (namespace: CasinoNamespace): FeatureLocales => ({
  namespace,
  load: (tag) =>
    import('./casinoLocales.ts').then((module) => module.loadCasinoNamespace(namespace, tag)),
});

// The lobby screens share one chunk (lobby/lobbyScreens.ts): one import on the first page.
const lobby = () => import('./lobby/lobbyScreens.ts');

const casinoLocales = [
  locales('casino'),
  locales('casinoLobby'),
  locales('casinoLaunch'),
  locales('jackpots'),
  locales('casinoSpecial'),
  locales('casinoVirtual'),
];

export const casinoFeature: FeatureModule = {
  id: 'casino',
  providerKeys: ['slots'],
  locales: casinoLocales,
  screens: {
    slotsHome: inPageGutter(screenOf(lobby, 'CasinoHomeScreen')),
    slotsMain: inPageGutter(screenOf(lobby, 'LobbyScreen')),
    slotsLobby: inPageGutter(screenOf(lobby, 'LobbyScreen')),
    // Its own chunk: the provider's tabs (Radix Tabs, 9 KB) would otherwise load on the landing.
    slotsProviderGames: inPageGutter(() => import('./lobby/routes/ProviderGamesScreen.tsx')),
    slotsProviders: inPageGutter(screenOf(lobby, 'ProvidersScreen')),
    slotsGame: inPageGutter(() => import('./launch/routes/GameLaunchScreen.tsx')),
    slotsInbet: inPageGutter(() => import('./special/routes/InbetLauncherScreen.tsx')),
  },
  // The landing page's first lists start at boot beside its chunk (decision 009).
  prefetch: (page, { api, language }) => {
    if (page.routeId !== 'slotsHome') return undefined;
    return import('./lobby/api/preload.ts').then((module) =>
      module.preloadCasinoHome(api, language, page.search),
    );
  },
};

export const crashGamesFeature: FeatureModule = {
  id: 'crashGames',
  locales: casinoLocales,
  screens: { slotsCrashGames: inPageGutter(screenOf(lobby, 'CrashGamesScreen')) },
};

export const liveCasinoFeature: FeatureModule = {
  id: 'liveCasino',
  providerKeys: ['liveCasino'],
  locales: casinoLocales,
  screens: {
    liveCasinoMain: inPageGutter(() => import('./launch/routes/LiveCasinoScreen.tsx')),
  },
};

// The virtual-games screens share one chunk too.
const virtual = () => import('./virtual/virtualScreens.ts');

/** Virtual games: racing simulation (golden race) and virtual sports (bet-radar), issue 11. */
export const virtualGamesFeature: FeatureModule = {
  id: 'virtualGames',
  providerKeys: ['goldenrace', 'betradar'],
  locales: casinoLocales,
  screens: {
    virtualGames: inPageGutter(screenOf(virtual, 'VirtualGamesScreen')),
    virtualGoldenRace: inPageGutter(screenOf(virtual, 'GoldenRaceScreen')),
    virtualGoldenRaceGame: inPageGutter(screenOf(virtual, 'GoldenRaceGameScreen')),
    // The spec names both addresses for the virtual-sports page; both show it.
    virtualBetRadar: inPageGutter(screenOf(virtual, 'BetRadarScreen')),
    betRadar: inPageGutter(screenOf(virtual, 'BetRadarScreen')),
  },
};
