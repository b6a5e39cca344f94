/**
 * What a week's sport turnover earns (casino-and-account spec, sections 5 and 9): one free bet per
 * `turnoverPerFreeBet` staked (1200: 1199 earns nothing), at most `maxPerWeek` (5).
 */
export interface TurnoverRules {
  turnoverPerFreeBet: number;
  maxPerWeek: number;
}

/** Amounts in cents, so 0.1 + 0.2-style sums never cost a player a free bet. */
const toCents = (amount: number) => Math.round(amount * 100);

/** Free bets a week's turnover earns. */
export function earnedFreeBets(turnover: number, rules: TurnoverRules): number {
  const perFreeBet = toCents(rules.turnoverPerFreeBet);
  if (perFreeBet <= 0) return 0;
  const earned = Math.floor(toCents(turnover) / perFreeBet);
  return Math.max(0, Math.min(rules.maxPerWeek, earned));
}

/** How much more to stake for the next free bet; undefined once the weekly maximum is earned. */
export function turnoverToNextFreeBet(turnover: number, rules: TurnoverRules): number | undefined {
  const earned = earnedFreeBets(turnover, rules);
  if (earned >= rules.maxPerWeek) return undefined;
  const missingCents = toCents(rules.turnoverPerFreeBet) * (earned + 1) - toCents(turnover);
  return missingCents / 100;
}
