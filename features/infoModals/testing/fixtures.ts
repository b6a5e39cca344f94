import { defaultHiddenFlags } from '../model/modalRules.ts';
import type { PromoImage } from '../api/infoModalsApi.ts';

/** A small promo artwork (600 × 300) that needs no network. */
export const fixtureArtworkUrl = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f3b63"/><stop offset="1" stop-color="#1a7f6b"/></linearGradient></defs><rect width="600" height="300" fill="url(#g)"/><circle cx="470" cy="150" r="90" fill="#ffffff" fill-opacity="0.18"/><rect x="48" y="110" width="280" height="26" rx="13" fill="#ffffff" fill-opacity="0.85"/><rect x="48" y="152" width="200" height="18" rx="9" fill="#ffffff" fill-opacity="0.6"/></svg>',
)}`;

/** GET /api/site/imo_image as the platform answers it (one artwork per modal). */
export const promoImagesFixture: PromoImage[] = (
  ['cashier', 'replenishment', 'goldenRace', 'webmoney', 'impostor'] as const
).map((name, index) => ({
  id: index + 1,
  name,
  title: name,
  localPath: `imo/${name}.es.svg`,
  url: fixtureArtworkUrl,
  link: '/profile/top-up',
}));

/** GET /api/site/settings, reduced to what the modals read. */
export function settingsFixture(informationModalHidden = defaultHiddenFlags) {
  return { lang: 'es-es', currency: 'CLP', informationModalHidden };
}
