import type { FeatureModule } from '../core/featureModule.ts';

/** TV betting in a frame that talks to the app, /tv-bet (issue 11). */
export const tvBetFeature: FeatureModule = {
  id: 'tvBet',
  providerKeys: ['tvbet'],
  screens: { tvBet: () => import('./routes/TvBetScreen.tsx') },
  locales: {
    namespace: 'tvBet',
    load: (tag) => import(`./locales/${tag}.json`) as Promise<{ default: object }>,
  },
};

// Live-table tokens (betgames, fiable, ezugi, tvbet), for the page the lead shows them on.
export {
  betgamesTables,
  ezugiTables,
  fetchTvBetToken,
  fiableTables,
  listFiableTables,
  LiveTableError,
  safeGameUrl,
  tvbetTables,
  useFiableTables,
  useLiveTableLaunch,
} from './liveTables/index.ts';
export type {
  FiableTable,
  LiveTableLaunch,
  LiveTableLaunchOptions,
  LiveTableProblem,
  LiveTableProvider,
  LiveTableProviderKey,
  LiveTablesContext,
  TvBetToken,
} from './liveTables/index.ts';
