import type { FeatureModule } from '../core/featureModule.ts';

/** The embedded sportsbooks: /bc/{category} and /digsport (issue 11). */
export const embeddedSportsbooksFeature: FeatureModule = {
  id: 'embeddedSportsbooks',
  providerKeys: ['bc', 'digitain'],
  locales: {
    namespace: 'sportsbooks',
    load: (tag) => import(`./locales/${tag}.json`) as Promise<{ default: object }>,
  },
  screens: {
    bc: () => import('./routes/BcScreen.tsx'),
    digsport: () => import('./routes/DigsportScreen.tsx'),
    digsportCategory: () => import('./routes/DigsportScreen.tsx'),
  },
};
