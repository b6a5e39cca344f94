/** Odd results of the shared feed contract (`feed_odds.result`). */
export const oddResult = { won: 34, lost: 4, returned: 322 } as const;

export type OddResult = (typeof oddResult)[keyof typeof oddResult];

/** What an outcome's settlement looks at: the score difference, the total, a team's score … */
export type Basis = 'difference' | 'total' | 'team1' | 'team2' | 'joint';

const compare = (value: number): OddResult =>
  value > 0 ? oddResult.won : value < 0 ? oddResult.lost : oddResult.returned;
const when = (condition: boolean): OddResult => (condition ? oddResult.won : oddResult.lost);

export interface OutcomeRule {
  basis: Basis;
  /** Result from the basis value (or, for 'joint', from both scores) and the odd's size. */
  settle(value: number, size: number, score2: number): OddResult;
}

const overUnder = (basis: Basis, over: boolean): OutcomeRule => ({
  basis,
  settle: (value, size) => compare(over ? value - size : size - value),
});

/** Outcome types of the spec's market groups (and a few extra groups of the full event). */
export const outcomeRules: Readonly<Record<number, OutcomeRule>> = {
  // Group 1: 1 X 2, or 1 2 (401/402) where a draw cannot happen (a draw then returns stakes).
  1: { basis: 'difference', settle: (difference) => when(difference > 0) },
  2: { basis: 'difference', settle: (difference) => when(difference === 0) },
  3: { basis: 'difference', settle: (difference) => when(difference < 0) },
  401: { basis: 'difference', settle: (difference) => compare(difference) },
  402: { basis: 'difference', settle: (difference) => compare(-difference) },
  // Group 8: double chance 1X, 12, X2.
  4: { basis: 'difference', settle: (difference) => when(difference >= 0) },
  5: { basis: 'difference', settle: (difference) => when(difference !== 0) },
  6: { basis: 'difference', settle: (difference) => when(difference <= 0) },
  // Group 2: handicap; the size is the odd's own team's handicap (7 team 1, 8 team 2).
  7: { basis: 'difference', settle: (difference, size) => compare(difference + size) },
  8: { basis: 'difference', settle: (difference, size) => compare(size - difference) },
  // Group 17: total over (9) / under (10).
  9: overUnder('total', true),
  10: overUnder('total', false),
  // Groups 15 and 62: team totals over / under.
  11: overUnder('team1', true),
  12: overUnder('team1', false),
  13: overUnder('team2', true),
  14: overUnder('team2', false),
  // Group 19: both teams score, yes / no.
  180: { basis: 'joint', settle: (score1, _size, score2) => when(score1 > 0 && score2 > 0) },
  181: { basis: 'joint', settle: (score1, _size, score2) => when(score1 === 0 || score2 === 0) },
};

/** Group 136, correct score: type 500 + 10 × team1 + team2 (2:1 → 521). */
export const correctScoreType = (score1: number, score2: number) => 500 + score1 * 10 + score2;

export function ruleOf(type: number): OutcomeRule | undefined {
  const rule = outcomeRules[type];
  if (rule) return rule;
  if (type < 500 || type > 599) return undefined;
  const wanted1 = Math.floor((type - 500) / 10);
  const wanted2 = (type - 500) % 10;
  return {
    basis: 'joint',
    settle: (score1, _size, score2) => when(score1 === wanted1 && score2 === wanted2),
  };
}

/** The result of an odd for a final score; consistent with how it was priced. */
export function settleOdd(
  type: number,
  size: number | null,
  score1: number,
  score2: number,
): OddResult {
  const rule = ruleOf(type);
  if (!rule) return oddResult.returned;
  const value =
    rule.basis === 'difference'
      ? score1 - score2
      : rule.basis === 'total'
        ? score1 + score2
        : rule.basis === 'team2'
          ? score2
          : score1;
  return rule.settle(value, size ?? 0, score2);
}
