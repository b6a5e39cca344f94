import type { FeatureModule } from '../core/featureModule.ts';

/** Being built (issue 6). */
export const authFeature: FeatureModule = {
  id: 'auth',
};
