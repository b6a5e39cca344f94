import type { PlatformContext } from '../../../context.ts';
import { credit, debit } from '../../../money/ledger.ts';
import { secureDraws } from '../../../random.ts';

export const reelSymbols = ['7', 'BAR', 'BELL', 'CHERRY', 'LEMON'] as const;
export type ReelSymbol = (typeof reelSymbols)[number];

/** Multiplier of the stake: three of a kind pays by symbol, two of a kind returns the stake. */
export function spinMultiplier(reels: readonly ReelSymbol[]): number {
  const [first, second, third] = reels;
  if (first === second && second === third) return first === '7' ? 20 : first === 'BAR' ? 10 : 5;
  if (first === second || second === third || first === third) return 1;
  return 0;
}

export interface SpinResult {
  reels: ReelSymbol[];
  betCents: number;
  winCents: number;
  balanceCents: number;
}

/**
 * One spin of the inbet demo slot: stake debited and win credited in one transaction. The reels
 * come from the CSPRNG, never from the published seed.
 */
export function spin(
  context: PlatformContext,
  userId: number,
  betCents: number,
  roundId: string,
): SpinResult {
  const { database } = context;
  return database.transaction(() => {
    const at = context.clock.now();
    const reference = `inbet:${roundId}`;
    let balanceCents = debit(database, {
      userId,
      cents: betCents,
      kind: 'casino-bet',
      reference,
      at,
    });
    const reels = [0, 1, 2].map(() => secureDraws.pick(reelSymbols));
    const winCents = betCents * spinMultiplier(reels);
    if (winCents > 0) {
      balanceCents = credit(database, {
        userId,
        cents: winCents,
        kind: 'casino-win',
        reference,
        at,
      });
    }
    return { reels, betCents, winCents, balanceCents };
  })();
}
