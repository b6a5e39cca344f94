import type { ApiClient } from '../../core/api/index.ts';
import { takePendingPartnerPromo } from '../model/promoStorage.ts';

/**
 * POST /api/bs3/remote/SetLanguage: after signing in the interface language is applied to the
 * account again (spec, section 4), so mails and the line service follow what the player sees.
 */
export async function applyLanguage(api: ApiClient, shortCode: string): Promise<void> {
  await api.post('/api/bs3/remote/SetLanguage', { languageId: shortCode });
}

/** POST /api/user/partner/promocode: the partner link the app was opened with. Code 1. */
export async function sendPartnerPromo(
  api: ApiClient,
  promo: { betting: string; refId: string },
): Promise<void> {
  await api.post('/api/user/partner/promocode', { betting: promo.betting, ref_id: promo.refId });
}

/**
 * Binds a new account to the partner link the tab was opened with, if any, once. Only a sign-up
 * calls it: a player who signs in (or is signed in) keeps the referral they have. A failure
 * leaves the account without one: the player is signed in either way.
 */
export function sendPendingPartnerPromo(api: ApiClient): void {
  const promo = takePendingPartnerPromo();
  if (promo) sendPartnerPromo(api, promo).catch(() => undefined);
}
