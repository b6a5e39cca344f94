import type { Variant } from '../catalog/index.ts';

const minute = 60_000;

export interface TimedConfig {
  engine: 'goals' | 'points';
  periods: number;
  durationMs: number;
  stepMs: number;
  /** Expected total of both teams, drawn uniformly in this range per event. */
  totalRange: [number, number];
  /** How far team 1's share of the total moves with its edge (−1 … 1). */
  spread: number;
  /** Football keeps corners and cards. */
  statistics: boolean;
  /** Stoppage time drawn per event, up to this. */
  maxExtraMs: number;
}

export interface SetsConfig {
  engine: 'sets';
  setsToWin: number;
  /** Points (rounds, kills) that win a set; the deciding set may be shorter. */
  target: number;
  lastTarget: number;
  winByTwo: boolean;
  /** Tennis: sets of games with a tie-break at 6:6, games of points. */
  tennis: boolean;
  stepMs: number;
  /** How far team 1's point chance moves with its edge. */
  spread: number;
}

export type VariantConfig = TimedConfig | SetsConfig;

const sets = (config: Omit<SetsConfig, 'engine'>): SetsConfig => ({ engine: 'sets', ...config });

/** One simulation step is a minute of football, a point of tennis, a round of CS2 … */
export const variants: Readonly<Record<Variant, VariantConfig>> = {
  football: {
    engine: 'goals',
    periods: 2,
    durationMs: 90 * minute,
    stepMs: minute,
    totalRange: [2.1, 3.3],
    spread: 0.28,
    statistics: true,
    maxExtraMs: 5 * minute,
  },
  hockey: {
    engine: 'goals',
    periods: 3,
    durationMs: 60 * minute,
    stepMs: minute,
    totalRange: [4.8, 6.6],
    spread: 0.2,
    statistics: false,
    maxExtraMs: 0,
  },
  nba: {
    engine: 'points',
    periods: 4,
    durationMs: 48 * minute,
    stepMs: 30_000,
    totalRange: [212, 240],
    spread: 0.05,
    statistics: false,
    maxExtraMs: 0,
  },
  fiba: {
    engine: 'points',
    periods: 4,
    durationMs: 40 * minute,
    stepMs: 30_000,
    totalRange: [148, 176],
    spread: 0.06,
    statistics: false,
    maxExtraMs: 0,
  },
  tennis: sets({
    setsToWin: 2,
    target: 4,
    lastTarget: 4,
    winByTwo: true,
    tennis: true,
    stepMs: 35_000,
    spread: 0.06,
  }),
  volleyball: sets({
    setsToWin: 3,
    target: 25,
    lastTarget: 15,
    winByTwo: true,
    tennis: false,
    stepMs: 22_000,
    spread: 0.05,
  }),
  tableTennis: sets({
    setsToWin: 3,
    target: 11,
    lastTarget: 11,
    winByTwo: true,
    tennis: false,
    stepMs: 10_000,
    spread: 0.06,
  }),
  counterStrike: sets({
    setsToWin: 2,
    target: 13,
    lastTarget: 13,
    winByTwo: true,
    tennis: false,
    stepMs: 100_000,
    spread: 0.06,
  }),
  valorant: sets({
    setsToWin: 2,
    target: 13,
    lastTarget: 13,
    winByTwo: true,
    tennis: false,
    stepMs: 95_000,
    spread: 0.06,
  }),
  moba: sets({
    setsToWin: 2,
    target: 30,
    lastTarget: 30,
    winByTwo: false,
    tennis: false,
    stepMs: 50_000,
    spread: 0.05,
  }),
};
