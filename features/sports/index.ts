import type { FeatureLocales, FeatureModule } from '../core/featureModule.ts';
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

// One chunk per screen family (see sportsScreens.ts): one import each on the first page.
type Screens<T> = () => Promise<T>;
const pick =
  <T, K extends keyof T>(load: Screens<T>, name: K) =>
  () =>
    load().then((screens) => ({ default: screens[name] }));
const prematch = () => import('./sportsScreens.ts');
const live = () => import('./liveScreens.ts');

export const sportsFeature: FeatureModule = {
  id: 'sports',
  locales: [locales('sports'), locales('line'), locales('search'), locales('event')],
  screens: {
    lineTopEvents: pick(prematch, 'TopEventsScreen'),
    lineSport: pick(prematch, 'LineScreen'),
    lineSportCountry: pick(prematch, 'LineScreen'),
    favorites: pick(prematch, 'FavouritesScreen'),
    calendar: pick(prematch, 'UpcomingScreen'),
    lineSearch: pick(prematch, 'LineSearchScreen'),
    search: pick(prematch, 'LineSearchScreen'),
    fullEventLine: pick(prematch, 'FullEventLineScreen'),
  },
};

export const liveFeature: FeatureModule = {
  id: 'live',
  // The live event and live search screens share the event and search areas' strings.
  locales: [locales('live'), locales('event'), locales('search')],
  screens: {
    liveSelectedSport: pick(live, 'LiveScreen'),
    liveSports: pick(live, 'LiveScreen'),
    liveSport: pick(live, 'LiveScreen'),
    liveSearch: pick(live, 'LiveSearchScreen'),
    liveSearchText: pick(live, 'LiveSearchScreen'),
    fullEventLive: pick(live, 'FullEventLiveScreen'),
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
