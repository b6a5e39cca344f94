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
  betHistory: '/profile/bet-history',
  sportHistory: '/bc/history',
  digitalSportHistory: '/digsport/history',
  operationsHistory: '/profile/pay-history',
  responsibleGambling: '/profile/responsible-gambling',
  flatPage: (idName: string) => `/flatPages/${encodeURIComponent(idName)}`,
} as const;

export { topUpTarget } from '../../features/core/brand/index.ts';
export type { TopUpTarget } from '../../features/core/brand/index.ts';

/** A logo path inside the brand folder is served at /brand-assets/; a full URL is used as is. */
export function brandAssetUrl(src: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('/')) return src;
  return `/brand-assets/${src.replace(/^\.?\/+/, '')}`;
}
