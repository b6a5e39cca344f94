/**
 * The partner's referral link (casino-and-account spec, section 2: a `betting` query on app open
 * sets a promo code and a referral id; accounts API: POST /api/user/partner/promocode
 * `{betting, ref_id}`). The link carries the partner's promo code as `betting` and the partner's
 * id as `ref_id`, the two values the app-open handler stores for the player.
 */
export function referralLink(
  origin: string,
  promoCode: string,
  partnerId: number,
): string | undefined {
  const code = promoCode.trim();
  if (code === '') return undefined;
  const url = new URL('/', origin);
  url.searchParams.set('betting', code);
  url.searchParams.set('ref_id', String(partnerId));
  return url.toString();
}

/** Where the partner's promo code is remembered on this device, per partner. */
export function partnerCodeStorageKey(partnerId: number): string {
  return `account.partnerPromoCode.${partnerId}`;
}
