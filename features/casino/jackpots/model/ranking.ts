import type { Jackpot } from './jackpot.ts';

export const jackpotTiers = ['grand', 'medium', 'small'] as const;
export type JackpotTier = (typeof jackpotTiers)[number];

export interface RankedJackpot extends Jackpot {
  tier: JackpotTier;
}

/** Spec, section 9: a jackpot is "hot" once it passes this share of its last win. */
export const hotShareOfLastWin = 0.7;

/** Spec, section 9: the highlight of a hot jackpot resets after 1000 ms. */
export const highlightMs = 1000;

/**
 * The jackpots the block shows (spec, section 9): the three lowest amounts, largest first, named
 * grand, medium and small by that order. Equal amounts keep the platform's order.
 */
export function rankJackpots(jackpots: readonly Jackpot[]): RankedJackpot[] {
  const lowest = jackpots
    .map((jackpot, index) => ({ jackpot, index }))
    .sort((a, b) => a.jackpot.amount - b.jackpot.amount || a.index - b.index)
    .slice(0, jackpotTiers.length)
    .map(({ jackpot }) => jackpot);
  return lowest
    .reverse()
    .map((jackpot, position) => ({ ...jackpot, tier: jackpotTiers[position] ?? 'small' }));
}

/** Red highlight (spec, section 9): the amount exceeds 0.7 of the last win. */
export function isHot(amount: number, lastWinAmount: number | null): boolean {
  return lastWinAmount !== null && lastWinAmount > 0 && amount > hotShareOfLastWin * lastWinAmount;
}

/** A won jackpot's tier from the platform's name, when it is one of the three. */
export function tierOfName(name: string): JackpotTier | undefined {
  const normalized = name.trim().toLowerCase();
  return jackpotTiers.find((tier) => tier === normalized);
}
