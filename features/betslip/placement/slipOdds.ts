import type { BetCheck } from './types.ts';

/** One entry of GET /api/feed/bets (the feed's odd field names, bets README). */
export interface RawFeedBet {
  id: string;
  /** The rate now; null when the odd is gone. */
  c: number | null;
  /** True when the odd cannot be bet now. */
  b: boolean;
  errorCode: number;
}

/** The feed's answer as checks by bet id; entries without an id are ignored. */
export function toSlipChecks(raw: readonly RawFeedBet[]): ReadonlyMap<string, BetCheck> {
  return new Map(
    raw
      .filter((entry) => typeof entry.id === 'string')
      .map((entry) => [
        entry.id,
        {
          coef: typeof entry.c === 'number' && Number.isFinite(entry.c) ? entry.c : null,
          blocked: entry.b === true,
          errorCode: typeof entry.errorCode === 'number' ? entry.errorCode : 0,
        },
      ]),
  );
}
