import { useEffect, useMemo, useState } from 'react';
import { highlightMs, isHot } from '../model/ranking.ts';

interface Pot {
  id: number;
  amount: number;
  lastWinAmount: number | null;
}

const none: ReadonlySet<number> = new Set();

/**
 * Which jackpots are red right now (spec, section 9): a hot one (past 0.7 of its last win) turns
 * red when its amount arrives or changes, and back after `durationMs` (1000 ms), until the next
 * amount. The state remembers, per jackpot, the amount whose highlight has already ended.
 */
export function useJackpotHighlight(
  jackpots: readonly Pot[],
  durationMs: number = highlightMs,
): ReadonlySet<number> {
  const [ended, setEnded] = useState<ReadonlyMap<number, number>>(() => new Map());
  const flashing = useMemo(
    () =>
      jackpots.filter(
        (jackpot) =>
          isHot(jackpot.amount, jackpot.lastWinAmount) && ended.get(jackpot.id) !== jackpot.amount,
      ),
    [jackpots, ended],
  );

  useEffect(() => {
    if (flashing.length === 0) return;
    const timer = setTimeout(() => {
      setEnded((previous) => {
        const next = new Map(previous);
        for (const jackpot of flashing) next.set(jackpot.id, jackpot.amount);
        return next;
      });
    }, durationMs);
    return () => clearTimeout(timer);
  }, [flashing, durationMs]);

  return useMemo(
    () => (flashing.length === 0 ? none : new Set(flashing.map((jackpot) => jackpot.id))),
    [flashing],
  );
}
