/**
 * Market groups and odds layout on event rows and the full event page (sports-betting spec,
 * sections 3 and 9).
 */

/** Spec: groups 1, 8, 2, 17 lead in this order; the rest follow by ascending id. */
const LEADING_MARKET_GROUPS: readonly number[] = [1, 8, 2, 17];

function marketGroupRank(groupId: number): number {
  const index = LEADING_MARKET_GROUPS.indexOf(groupId);
  return index === -1 ? LEADING_MARKET_GROUPS.length : index;
}

/** Comparator for market group ids in display order. */
export function compareMarketGroupIds(a: number, b: number): number {
  return marketGroupRank(a) - marketGroupRank(b) || a - b;
}

/** Market groups in display order. Returns a new array. */
export function sortMarketGroups<T>(groups: readonly T[], groupIdOf: (group: T) => number): T[] {
  return [...groups].sort((a, b) => compareMarketGroupIds(groupIdOf(a), groupIdOf(b)));
}

/** Outcome type shown in each column, left to right, per market group (spec, section 3). */
const COLUMNS_BY_MARKET_GROUP: ReadonlyMap<number, readonly number[]> = new Map([
  [1, [1, 2, 3]],
  [8, [4, 5, 6]],
  [2, [7, 8]],
  [17, [10, 9]],
]);

/** Group 1 (result) switches to two columns when the market has no draw: types 401 and 402. */
const RESULT_GROUP = 1;
const RESULT_WITHOUT_DRAW_COLUMNS: readonly number[] = [401, 402];

/**
 * The outcome type of each column for a market group, or undefined when the group has no fixed
 * columns. Group 1 uses the two-column layout when its outcomes include 401 or 402 and none of
 * the standard types 1, 2, 3.
 */
export function columnsOf(
  groupId: number,
  outcomeTypes: readonly number[],
): readonly number[] | undefined {
  const columns = COLUMNS_BY_MARKET_GROUP.get(groupId);
  if (groupId === RESULT_GROUP && columns !== undefined) {
    const hasStandard = outcomeTypes.some((type) => columns.includes(type));
    const hasWithoutDraw = outcomeTypes.some((type) => RESULT_WITHOUT_DRAW_COLUMNS.includes(type));
    if (hasWithoutDraw && !hasStandard) return RESULT_WITHOUT_DRAW_COLUMNS;
  }
  return columns;
}

export interface MainOdds<T> {
  mainBets: T[];
  doubleChance: T[];
  handicap: T[];
  total: T[];
}

/**
 * Splits an event's main odds as the feed orders them (spec, section 3): 1 X 2, then double
 * chance 1X 12 X2, then the two handicap odds, then the two total odds. Short lists leave the
 * later parts empty; odds past the tenth are not part of the main line.
 */
export function groupMainOdds<T>(odds: readonly T[]): MainOdds<T> {
  return {
    mainBets: odds.slice(0, 3),
    doubleChance: odds.slice(3, 6),
    handicap: odds.slice(6, 8),
    total: odds.slice(8, 10),
  };
}

/** Spec: up to this many odds share one row; larger groups are laid out in pairs. */
const SINGLE_ROW_LIMIT = 3;
const ODDS_PER_PAIRED_ROW = 2;

/** Rows of a coefficient group. An empty group has no rows. */
export function rowsOf<T>(odds: readonly T[]): T[][] {
  if (odds.length === 0) return [];
  if (odds.length <= SINGLE_ROW_LIMIT) return [[...odds]];
  const rows: T[][] = [];
  for (let start = 0; start < odds.length; start += ODDS_PER_PAIRED_ROW) {
    rows.push(odds.slice(start, start + ODDS_PER_PAIRED_ROW));
  }
  return rows;
}

/** Spec: the update status of a coefficient compares the new rate to the old. */
export type OddTrend = 'default' | 'increase' | 'reduced';

/**
 * How a rate moved. No previous rate (first load) or an unusable one shows no movement, so a
 * fresh screen does not flash every odd.
 */
export function oddTrend(previousRate: number | undefined, nextRate: number): OddTrend {
  if (previousRate === undefined || !Number.isFinite(previousRate) || !Number.isFinite(nextRate)) {
    return 'default';
  }
  if (nextRate > previousRate) return 'increase';
  if (nextRate < previousRate) return 'reduced';
  return 'default';
}
