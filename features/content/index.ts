import type { FeatureModule } from '../core/featureModule.ts';

/**
 * Content from the operator's CMS: the promotional slider and the flat-page links of the side
 * menu (the flat-page, contacts and download screens arrive with their issue).
 */
export const contentFeature: FeatureModule = {
  id: 'content',
  locales: {
    namespace: 'content',
    load: (tag) => import(`./locales/${tag}.json`) as Promise<{ default: object }>,
  },
  prefetch: (page, { api, language }) => {
    if (!page.withBanner) return;
    void import('./api/slides.ts').then((module) => module.preloadSlides(api, language));
  },
  shell: {
    pageBanner: () => import('./components/SliderBanner.tsx'),
    loadFlatPages: (api, language) =>
      import('./api/flatPages.ts').then((module) => module.fetchFlatPageLinks(api, language)),
  },
};
