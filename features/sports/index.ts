import { screenOf, type FeatureLocales, type FeatureModule } from '../core/featureModule.ts';
import type { SportsNamespace } from './sportsLocales.ts';

/*
 * The native sportsbook: one feature folder (one import boundary) with a sub-area per screen
 * family, each with its own i18n namespace, and one module descriptor per brand switch (sports,
 * live, esports, results, toto) so an operator can turn each off. Decision 007.
 */

const locales = (namespace: SportsNamespace): FeatureLocales => ({
  namespace,
  load: (tag) =>
    import('./sportsLocales.ts').then((module) => module.loadSportsNamespace(namespace, tag)),
});

// One chunk per screen family: one import each on the first page.
const prematch = () => import('./sportsScreens.ts');
const live = () => import('./liveScreens.ts');

export const sportsFeature: FeatureModule = {
  id: 'sports',
  locales: [locales('sports'), locales('line'), locales('search'), locales('event')],
  screens: {
    lineTopEvents: screenOf(prematch, 'TopEventsScreen'),
    lineSport: screenOf(prematch, 'LineScreen'),
    lineSportCountry: screenOf(prematch, 'LineScreen'),
    favorites: screenOf(prematch, 'FavouritesScreen'),
    calendar: screenOf(prematch, 'UpcomingScreen'),
    lineSearch: screenOf(prematch, 'LineSearchScreen'),
    search: screenOf(prematch, 'LineSearchScreen'),
    fullEventLine: screenOf(prematch, 'FullEventLineScreen'),
  },
};

export const liveFeature: FeatureModule = {
  id: 'live',
  // The live event and live search screens share the event and search areas' strings, and every
  // live screen the shared components' (the connection notice): loaded with the screen, so its
  // first render never waits for a namespace.
  locales: [locales('live'), locales('sports'), locales('event'), locales('search')],
  screens: {
    liveSelectedSport: screenOf(live, 'LiveScreen'),
    liveSports: screenOf(live, 'LiveScreen'),
    liveSport: screenOf(live, 'LiveScreen'),
    liveSearch: screenOf(live, 'LiveSearchScreen'),
    liveSearchText: screenOf(live, 'LiveSearchScreen'),
    fullEventLive: screenOf(live, 'FullEventLiveScreen'),
  },
};

export const esportsFeature: FeatureModule = {
  id: 'esports',
  locales: locales('esports'),
  screens: { esports: () => import('./esports/routes/EsportsScreen.tsx') },
};

export const resultsFeature: FeatureModule = {
  id: 'results',
  locales: locales('results'),
  screens: { results: () => import('./results/routes/ResultsScreen.tsx') },
};

export const totoFeature: FeatureModule = {
  id: 'toto',
  locales: locales('toto'),
  screens: { toto: () => import('./toto/routes/TotoScreen.tsx') },
};
