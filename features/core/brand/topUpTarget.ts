import type { Brand } from '../../../schemas/generated/brand.ts';
import { displayCurrency } from '../format/currency.ts';

/** Where the top-up action leads: an app page, or a chat on another site. */
export type TopUpTarget = { href: string; external: boolean };

export const topUpPath = '/profile/top-up';

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
  return { href: topUpPath, external: false };
}
