import { inPageGutter, type FeatureModule } from '../../core/featureModule.ts';

/** The weekly free-bet campaign page, /free-bets (issue 10). */
export const freeBetsFeature: FeatureModule = {
  id: 'freeBets',
  screens: {
    freeBets: inPageGutter(() => import('./routes/FreeBetsScreen.tsx')),
  },
  locales: {
    namespace: 'freeBets',
    load: (tag) => import(`./locales/${tag}.json`) as Promise<{ default: object }>,
  },
};
