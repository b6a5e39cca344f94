import type { Market, Odd } from '../../shared/api/feedTypes.ts';
import { columnsOf, rowsOf, sortMarketGroups } from '../../shared/model/markets.ts';

/*
 * How the full event page lays out a market group (sports-betting spec, section 3): the groups
 * with fixed columns put each outcome type in its column; handicap and total get one row per line
 * with the size between the two prices; every other group is one row when it has 3 odds or fewer,
 * otherwise rows of 2.
 */

const HANDICAP = 2;

/** A cell of a column layout: the odd of that column, or nothing when the feed has none. */
export type MarketCell = Odd | null;

export interface MarketLine {
  /** The line: team 1's handicap (group 2) or the total. */
  size: number;
  cells: MarketCell[];
}

export type MarketLayout =
  /** Fixed columns without lines (result, double chance): outcome types left to right. */
  | { kind: 'columns'; columns: readonly number[]; rows: MarketCell[][] }
  /** Two fixed columns with a line size per row (handicap, total). */
  | { kind: 'lines'; columns: readonly number[]; lines: MarketLine[] }
  /** No fixed columns: one row of up to 3, or rows of 2. */
  | { kind: 'rows'; rows: Odd[][] };

/** The event's market groups in the spec's display order: 1, 8, 2, 17, then the rest by id. */
export function marketsInOrder(markets: readonly Market[]): Market[] {
  return sortMarketGroups(markets, (market) => market.groupId);
}

/**
 * The line an odd belongs to. A handicap pairs team 1 at −1.5 with team 2 at +1.5 (README:
 * "the odd's own team's handicap"), so team 2's size is mirrored onto team 1's.
 */
function lineOf(groupId: number, odd: Odd, columns: readonly number[]): number | null {
  if (odd.p === null) return null;
  const mirrored = groupId === HANDICAP && odd.t === columns[1];
  // `0 - p` rather than `-p`, so a level handicap stays 0 and never becomes -0.
  return mirrored ? 0 - odd.p : odd.p;
}

function linesLayout(market: Market, columns: readonly number[]): MarketLayout | null {
  const bySize = new Map<number, MarketCell[]>();
  for (const odd of market.odds) {
    const size = lineOf(market.groupId, odd, columns);
    if (size === null) return null;
    const cells = bySize.get(size) ?? columns.map(() => null);
    const column = columns.indexOf(odd.t);
    if (cells[column] !== null) return null;
    cells[column] = odd;
    bySize.set(size, cells);
  }
  const lines = [...bySize.entries()]
    .sort(([a], [b]) => a - b)
    .map(([size, cells]) => ({ size, cells }));
  return { kind: 'lines', columns, lines };
}

function columnsLayout(market: Market, columns: readonly number[]): MarketLayout {
  const byColumn = columns.map((type) => market.odds.filter((odd) => odd.t === type));
  const rowCount = Math.max(0, ...byColumn.map((odds) => odds.length));
  const rows = Array.from({ length: rowCount }, (_, row) =>
    byColumn.map((odds) => odds[row] ?? null),
  );
  return { kind: 'columns', columns, rows };
}

/**
 * The layout of one market group. A group whose odds do not fit its fixed columns (an outcome
 * type of another column set, two prices for one line) falls back to plain rows rather than
 * hiding a price.
 */
export function layoutMarket(market: Market): MarketLayout {
  const fallback: MarketLayout = { kind: 'rows', rows: rowsOf(market.odds) };
  const columns = columnsOf(
    market.groupId,
    market.odds.map((odd) => odd.t),
  );
  if (columns === undefined || market.odds.length === 0) return fallback;
  if (market.odds.some((odd) => !columns.includes(odd.t))) return fallback;
  if (market.odds.some((odd) => odd.p !== null)) {
    return columns.length === 2 ? (linesLayout(market, columns) ?? fallback) : fallback;
  }
  return columnsLayout(market, columns);
}

/** A line size as shown between the prices: handicaps signed ("+1.5", "-1.5", "0"), totals bare. */
export function lineSizeText(groupId: number, size: number): string {
  if (groupId === HANDICAP && size > 0) return `+${String(size)}`;
  return String(size);
}
