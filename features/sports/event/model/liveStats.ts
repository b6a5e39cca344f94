import type { LiveStat, OddResult } from '../../shared/api/feedTypes.ts';

/** The spec's live-score fields (section 3), each with what the player is shown. */
export type StatField =
  | { kind: 'curGame'; value: string }
  | { kind: 'score'; value: string }
  | { kind: 'period'; period: number; value: string }
  | { kind: 'corners'; value: string }
  | { kind: 'yellowCards'; value: string }
  | { kind: 'redCards'; value: string };

const PERIODS = [1, 2, 3, 4, 5] as const;

function present(value: string | number | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/**
 * The live-score fields to show, in the spec's order (curGame, score, periods 1 to 5, corners,
 * yellow and red cards), only those the feed sent: corners and cards exist for football only,
 * periods only once played.
 */
export function statFields(stat: LiveStat | null | undefined): StatField[] {
  if (!stat) return [];
  const fields: StatField[] = [];
  const curGame = present(stat.curGame);
  if (curGame !== null) fields.push({ kind: 'curGame', value: curGame });
  const score = present(stat.score);
  if (score !== null) fields.push({ kind: 'score', value: score });
  for (const period of PERIODS) {
    const value = present(stat[String(period)]);
    if (value !== null) fields.push({ kind: 'period', period, value });
  }
  for (const kind of ['corners', 'yellowCards', 'redCards'] as const) {
    const value = present(stat[kind]);
    if (value !== null) fields.push({ kind, value });
  }
  return fields;
}

/** How a finished event settled an odd (34 won, 4 lost, 322 stake returned). */
export type OddOutcome = 'won' | 'lost' | 'returned';

export function oddOutcome(result: OddResult | null | undefined): OddOutcome | null {
  if (result === 34) return 'won';
  if (result === 4) return 'lost';
  if (result === 322) return 'returned';
  return null;
}
