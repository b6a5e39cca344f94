import { correctScoreType } from '../model/results.ts';
import type { EventModel } from './types.ts';
import { variants } from './variants.ts';

export interface PlannedOdd {
  groupId: number;
  type: number;
  size: number | null;
}

// Keeps '-0' out of sizes (and so out of odd ids).
const negate = (size: number) => (size === 0 ? 0 : -size);

/**
 * Every odd an event offers, in display order: 1 X 2 (or 1 2), double chance, handicaps and
 * totals by size, then the extras (team totals and both-score for goals and points sports,
 * correct score in sets for set sports).
 */
export function plannedOdds(model: EventModel): PlannedOdd[] {
  const config = variants[model.variant];
  const odds: PlannedOdd[] = [];
  const add = (groupId: number, type: number, size: number | null = null) =>
    odds.push({ groupId, type, size });
  const { lines } = model;
  if (config.engine === 'sets') {
    add(1, 401);
    add(1, 402);
  } else {
    [1, 2, 3].forEach((type) => add(1, type));
    [4, 5, 6].forEach((type) => add(8, type));
  }
  for (const size of [...lines.handicaps].sort((a, b) => a - b)) {
    add(2, 7, size);
    add(2, 8, negate(size));
  }
  for (const size of [...lines.totals].sort((a, b) => a - b)) {
    add(17, 9, size);
    add(17, 10, size);
  }
  if (lines.team1 !== null) {
    add(15, 11, lines.team1);
    add(15, 12, lines.team1);
  }
  if (lines.team2 !== null) {
    add(62, 13, lines.team2);
    add(62, 14, lines.team2);
  }
  if (config.engine === 'goals') {
    add(19, 180);
    add(19, 181);
  }
  if (config.engine === 'sets') {
    const wins = config.setsToWin;
    for (let lost = 0; lost < wins; lost++) add(136, correctScoreType(wins, lost));
    for (let lost = wins - 1; lost >= 0; lost--) add(136, correctScoreType(lost, wins));
  }
  return odds;
}
