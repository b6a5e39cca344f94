export const oddsTrends = ['up', 'down'] as const;
export type OddsTrend = (typeof oddsTrends)[number];

/** The direction of a price move, or nothing when either side is unknown or they are equal. */
export function compareOdds(
  previous: number | undefined,
  next: number | undefined,
): OddsTrend | undefined {
  if (previous === undefined || next === undefined) return undefined;
  if (!Number.isFinite(previous) || !Number.isFinite(next) || previous === next) return undefined;
  return next > previous ? 'up' : 'down';
}
