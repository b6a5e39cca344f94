/**
 * Promo codes (casino-and-account spec, section 7; payments API): the code is checked, then
 * activated. What the player got comes from both answers: the check's `free_bets` is the number of
 * free bets the code gives, while the activation's `free_bets` is the player's free-bet counts
 * after it (the activation answer reuses the name for the counts).
 */

/** POST /api/payment/check_promocode: what the code gives this player now. */
export interface PromoCodeCheck {
  code: string;
  type: string;
  /** The bonus it gives (for a deposit bonus, computed from the last top-up). */
  amount: number;
  free_bets: number;
  percent: number;
  valid_until: string | null;
}

/** POST /api/payment/promocode/activation: the check's fields plus the balances after it. */
export interface PromoCodeActivation extends Omit<PromoCodeCheck, 'free_bets'> {
  balance: number;
  bonus_balance: number;
  /** The free-bet counts after activation (a platform may send the number given instead). */
  free_bets: { active: number; inactive: number } | number;
}

export interface PromoCodeRedemption {
  check: PromoCodeCheck;
  activation: PromoCodeActivation;
}

/** What an activation credited, for the player to read. */
export interface PromoReward {
  code: string;
  /** Added to the bonus wallet; 0 when the code gives none. */
  bonus: number;
  /** Free bets given; 0 when the code gives none. */
  freeBets: number;
  bonusBalance: number;
  /** Active free bets after activation, when the answer says. */
  activeFreeBets: number | undefined;
}

/** The platform trims and compares codes case-insensitively; the code is sent as typed, trimmed. */
export function normalizePromoCode(input: string): string {
  return input.trim();
}

function nonNegative(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

export function promoReward({ check, activation }: PromoCodeRedemption): PromoReward {
  const counts = typeof activation.free_bets === 'object' ? activation.free_bets : undefined;
  const given = typeof activation.free_bets === 'number' ? activation.free_bets : check.free_bets;
  return {
    code: activation.code || check.code,
    bonus: nonNegative(activation.amount),
    freeBets: nonNegative(given),
    bonusBalance: nonNegative(activation.bonus_balance),
    activeFreeBets: counts?.active,
  };
}
