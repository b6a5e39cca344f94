import type { FeatureModule } from '../core/featureModule.ts';

/**
 * The information modals (casino-and-account spec, section 2): notices on the top-up, withdrawal,
 * password and Golden Race pages, each dismissed once (the landing page stays free of dialogs).
 */
export const infoModalsFeature: FeatureModule = {
  id: 'infoModals',
  locales: {
    namespace: 'infoModals',
    load: (tag) => import(`./locales/${tag}.json`) as Promise<{ default: object }>,
  },
  shell: {
    overlay: () => import('./InfoModalsOverlay.tsx'),
  },
};
