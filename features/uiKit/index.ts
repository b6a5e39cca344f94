import type { FeatureModule } from '../core/featureModule.ts';

/** /UIKit: the design system in the brand's theme, for operators checking a theme on a phone. */
export const uiKitFeature: FeatureModule = {
  id: 'uiKit',
  screens: {
    uiKit: () => import('./routes/UiKitScreen.tsx'),
  },
  locales: {
    namespace: 'uiKit',
    load: (tag) => import(`./locales/${tag}.json`) as Promise<{ default: object }>,
  },
};
