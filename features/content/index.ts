import type { FeatureModule } from '../core/featureModule.ts';
import { SliderBannerSpace } from './components/SliderBannerSpace.tsx';

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
    if (!page.withBanner) return undefined;
    return import('./api/slides.ts').then((module) => module.preloadSlides(api, language));
  },
  shell: {
    pageBanner: () => import('./components/SliderBanner.tsx'),
    pageBannerSpace: SliderBannerSpace,
    sideMenuBanner: () => import('./pages/components/DownloadBanner.tsx'),
    loadFlatPages: (api, language) =>
      import('./api/flatPages.ts').then((module) => module.fetchFlatPageLinks(api, language)),
  },
};

const pageLocales = {
  namespace: 'contentPages',
  load: (tag: string) => import(`./pages/locales/${tag}.json`) as Promise<{ default: object }>,
};

/** Content pages from the CMS, /flatPages/{name} (issue 10), sanitized before they render. */
export const flatPagesFeature: FeatureModule = {
  id: 'flatPages',
  locales: pageLocales,
  screens: { flatPage: () => import('./pages/routes/FlatPageScreen.tsx') },
};

/** /contacts, from the brand's support settings (issue 10). */
export const contactsFeature: FeatureModule = {
  id: 'contacts',
  locales: pageLocales,
  screens: { contacts: () => import('./pages/routes/ContactsScreen.tsx') },
};

/** /download-app: the Android app's download and the live chat (issue 10). */
export const downloadAppFeature: FeatureModule = {
  id: 'downloadApp',
  locales: pageLocales,
  screens: { downloadApp: () => import('./pages/routes/DownloadAppScreen.tsx') },
};
