import type { Brand } from '../../schemas/generated/brand.ts';
import { displayCurrency } from '../../features/core/format/index.ts';

/**
 * The app pages the shell links to. Each is a route of `routing/paths.ts` (its test checks that),
 * kept here as plain paths because the shell needs no parameters.
 */
export const shellLinks = {
  home: '/',
  login: '/auth/login',
  registration: '/auth/registration',
  topUp: '/profile/top-up',
  changePassword: '/profile/change-password',
  casinoHistory: '/profile/slots-bet-history',
  sportHistory: '/bc/history',
  digitalSportHistory: '/digsport/history',
  operationsHistory: '/profile/pay-history',
  flatPage: (idName: string) => `/flatPages/${encodeURIComponent(idName)}`,
} as const;

/** Where the top-up action leads: an app page, or a chat on another site. */
export type TopUpTarget = { href: string; external: boolean };

/**
 * Spec, section 2: "users whose currency is USD get a top-up link to an external chat instead of
 * the top-up page". A brand without a USD chat sends them to its general chat, and one without
 * any chat to the top-up page, so the action never disappears.
 */
export function topUpTarget(currency: string, support: Brand['support']): TopUpTarget {
  if (displayCurrency(currency) === 'USD') {
    const chat = support?.usdTopUpChatUrl ?? support?.chatUrl;
    if (chat) return { href: chat, external: true };
  }
  return { href: shellLinks.topUp, external: false };
}

/** A logo path inside the brand folder is served at /brand-assets/; a full URL is used as is. */
export function brandAssetUrl(src: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('/')) return src;
  return `/brand-assets/${src.replace(/^\.?\/+/, '')}`;
}
