import type { FeatureLocales, FeatureModule } from '../core/featureModule.ts';
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

const casinoLocales = [
  locales('casino'),
  locales('casinoLobby'),
  locales('casinoLaunch'),
  locales('jackpots'),
];

export const casinoFeature: FeatureModule = {
  id: 'casino',
  providerKeys: ['slots'],
  locales: casinoLocales,
  screens: {
    slotsGame: () => import('./launch/routes/GameLaunchScreen.tsx'),
  },
};

export const crashGamesFeature: FeatureModule = {
  id: 'crashGames',
  locales: casinoLocales,
  screens: {},
};

export const liveCasinoFeature: FeatureModule = {
  id: 'liveCasino',
  providerKeys: ['liveCasino'],
  locales: casinoLocales,
  screens: {
    liveCasinoMain: () => import('./launch/routes/LiveCasinoScreen.tsx'),
  },
};
