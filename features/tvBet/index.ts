import { lazy } from 'react';
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

/**
 * 'More live tables' (betgames, fiable, ezugi and the TV games) for the live casino page, in its
 * own chunk: this file is part of the boot chunk. Place it inside a Suspense boundary.
 */
export const LiveTablesSection = lazy(() => import('./liveTables/LiveTablesSection.tsx'));
