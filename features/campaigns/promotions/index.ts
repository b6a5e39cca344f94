import { inPageGutter, type FeatureModule } from '../../core/featureModule.ts';

/**
 * Campaign pages of the promotions feature (casino-and-account spec, section 2): the weekly
 * phone-prize draw (/promotions) and the bonuses page (/bellator).
 */
export const promotionsFeature: FeatureModule = {
  id: 'promotions',
  locales: {
    namespace: 'promotions',
    load: (tag) => import(`./locales/${tag}.json`) as Promise<{ default: object }>,
  },
  screens: {
    promotions: inPageGutter(() => import('./routes/PromotionsScreen.tsx')),
    bellator: inPageGutter(() => import('./routes/BonusesScreen.tsx')),
  },
};
