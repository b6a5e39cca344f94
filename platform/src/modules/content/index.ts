import type { PlatformModule } from '../types.ts';
import { bannerRoutes, slideAnswers } from './bannerRoutes.ts';
import { readBrandExtras } from './brandExtras.ts';
import { contactsRoutes } from './contacts.ts';
import { downloadAppRoutes } from './downloadApp.ts';
import { flatPagesRoutes } from './flatPagesRoutes.ts';
import { promotionsRoutes } from './promotionsRoutes.ts';
import { seedContent } from './seed.ts';
import { setLanguageRoutes } from './setLanguageRoutes.ts';
import { settingsRoutes } from './settingsRoutes.ts';

/**
 * Content and site: settings, flat pages, slider, ads, promo images, contacts, app download and
 * updates, the phone-prize promotion, and the line service's SetLanguage (casino-and-account
 * spec, sections 2, 3, 7 and 9). See README.md in this folder.
 */
export const contentModule: PlatformModule = {
  name: 'content',
  seed: seedContent,
  pageAnswers: slideAnswers,
  routes: (context) => (app, _options, done) => {
    const brand = readBrandExtras(context.brand);
    void app.register(settingsRoutes(context, brand));
    void app.register(flatPagesRoutes(context));
    void app.register(bannerRoutes(context));
    void app.register(contactsRoutes(context, brand));
    void app.register(downloadAppRoutes(context, brand));
    void app.register(promotionsRoutes(context, brand));
    void app.register(setLanguageRoutes(context));
    done();
  },
};
