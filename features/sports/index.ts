import type { FeatureLocales, FeatureModule } from '../core/featureModule.ts';

/*
 * The native sportsbook: one feature folder (one import boundary) with a sub-area per screen
 * family, each with its own i18n namespace, and one module descriptor per brand switch (sports,
 * live, esports, results, toto) so an operator can turn each off. Decision 007.
 */

type LocaleLoader = FeatureLocales['load'];
const json = (load: (tag: string) => Promise<unknown>): LocaleLoader => load as LocaleLoader;

export const sportsFeature: FeatureModule = {
  id: 'sports',
  locales: [
    { namespace: 'sports', load: json((tag) => import(`./shared/locales/${tag}.json`)) },
    { namespace: 'line', load: json((tag) => import(`./line/locales/${tag}.json`)) },
    { namespace: 'search', load: json((tag) => import(`./search/locales/${tag}.json`)) },
    { namespace: 'event', load: json((tag) => import(`./event/locales/${tag}.json`)) },
  ],
  screens: {
    lineTopEvents: () => import('./line/routes/TopEventsScreen.tsx'),
    lineSport: () => import('./line/routes/LineScreen.tsx'),
    lineSportCountry: () => import('./line/routes/LineScreen.tsx'),
    favorites: () => import('./line/routes/FavouritesScreen.tsx'),
    calendar: () => import('./line/routes/UpcomingScreen.tsx'),
    lineSearch: () => import('./search/routes/LineSearchScreen.tsx'),
    search: () => import('./search/routes/LineSearchScreen.tsx'),
    fullEventLine: () => import('./event/routes/FullEventLineScreen.tsx'),
  },
};

export const liveFeature: FeatureModule = {
  id: 'live',
  // The live event and live search screens share the event and search areas' strings.
  locales: [
    { namespace: 'live', load: json((tag) => import(`./live/locales/${tag}.json`)) },
    { namespace: 'event', load: json((tag) => import(`./event/locales/${tag}.json`)) },
    { namespace: 'search', load: json((tag) => import(`./search/locales/${tag}.json`)) },
  ],
  screens: {
    liveSelectedSport: () => import('./live/routes/LiveScreen.tsx'),
    liveSports: () => import('./live/routes/LiveScreen.tsx'),
    liveSport: () => import('./live/routes/LiveScreen.tsx'),
    liveSearch: () => import('./search/routes/LiveSearchScreen.tsx'),
    liveSearchText: () => import('./search/routes/LiveSearchScreen.tsx'),
    fullEventLive: () => import('./event/routes/FullEventLiveScreen.tsx'),
  },
};

export const esportsFeature: FeatureModule = {
  id: 'esports',
  locales: { namespace: 'esports', load: json((tag) => import(`./esports/locales/${tag}.json`)) },
  screens: { esports: () => import('./esports/routes/EsportsScreen.tsx') },
};

export const resultsFeature: FeatureModule = {
  id: 'results',
  locales: { namespace: 'results', load: json((tag) => import(`./results/locales/${tag}.json`)) },
  screens: { results: () => import('./results/routes/ResultsScreen.tsx') },
};

export const totoFeature: FeatureModule = {
  id: 'toto',
  locales: { namespace: 'toto', load: json((tag) => import(`./toto/locales/${tag}.json`)) },
  screens: { toto: () => import('./toto/routes/TotoScreen.tsx') },
};
