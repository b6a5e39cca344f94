import type { Names } from '../language.ts';

/** How events of a tourney are simulated (sim/variants.ts). */
export type Variant =
  | 'football'
  | 'hockey'
  | 'nba'
  | 'fiba'
  | 'tennis'
  | 'volleyball'
  | 'tableTennis'
  | 'counterStrike'
  | 'valorant'
  | 'moba';

export interface TourneyDefinition {
  id: number;
  sportId: number;
  countryId: number;
  /** Esports game (301…) for sport 300. */
  gameId?: number;
  /** Lower shows first within its country. */
  priority: number;
  /** Events of top tourneys make the top-events lists. */
  top?: boolean;
  names: Names;
  variant: Variant;
  /** Share of the sport's newly generated events. */
  weight: number;
  teams: readonly string[];
}

/** Team names written as a comma-separated block (names never contain commas). */
export function teamList(strings: TemplateStringsArray): string[] {
  return strings
    .join('')
    .split(/[,\n]/)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}
