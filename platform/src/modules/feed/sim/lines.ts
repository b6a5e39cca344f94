import { chancesOf, type Outcomes } from '../model/pricing.ts';
import type { EventModel } from './types.ts';
import type { VariantConfig } from './variants.ts';

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => from + index * step);

/** The candidate whose two sides are closest to even money. */
function evenest(candidates: readonly number[], lean: (size: number) => number): number {
  let best = candidates[0] ?? 0;
  let bestLean = Infinity;
  for (const size of candidates) {
    const value = Math.abs(lean(size));
    if (value < bestLean) {
      best = size;
      bestLean = value;
    }
  }
  return best;
}

/** Tilt between the two sides of a line: P(first wins) − P(second wins). */
const balance = (outcomes: Outcomes, first: number, second: number, size: number, other = size) =>
  chancesOf(outcomes, first, size).won - chancesOf(outcomes, second, other).won;

const meanOf = (outcomes: Outcomes, basis: 'total' | 'team1' | 'team2' | 'difference') =>
  outcomes[basis].reduce((sum, [value, probability]) => sum + value * probability, 0);

const aroundMean = (mean: number, spread: number) =>
  range(Math.floor(mean - spread) + 0.5, Math.floor(mean + spread) + 0.5, 1);

/**
 * Handicap and total sizes: the evenest line and its neighbours. Football also gets whole-goal
 * handicaps (a draw on the line returns the stake); basketball uses half points only.
 */
export function chooseLines(config: VariantConfig, model: EventModel, outcomes: Outcomes) {
  if (config.engine === 'sets') {
    const favourite = model.strength1 >= 0.5 ? -1 : 1;
    const bestOfFive = config.setsToWin === 3;
    return {
      handicaps: bestOfFive ? [1.5 * favourite, 2.5 * favourite] : [1.5 * favourite],
      totals: bestOfFive ? [3.5, 4.5] : [2.5],
      team1: null,
      team2: null,
    };
  }
  const goals = config.engine === 'goals';
  const handicapStep = goals ? 1 : 4;
  const totalStep = goals ? 1 : 5;
  const handicapCandidates = goals
    ? range(-3, 3, 0.5)
    : aroundMean(-meanOf(outcomes, 'difference'), 20);
  const handicap = evenest(handicapCandidates, (size) => balance(outcomes, 7, 8, size, -size));
  const total = evenest(aroundMean(meanOf(outcomes, 'total'), goals ? 4 : 25), (size) =>
    balance(outcomes, 9, 10, size),
  );
  const teamLine = (over: number, under: number, basis: 'team1' | 'team2') =>
    evenest(
      aroundMean(meanOf(outcomes, basis), goals ? 3 : 15).filter((size) => size > 0),
      (size) => balance(outcomes, over, under, size),
    );
  return {
    handicaps: [handicap - handicapStep, handicap, handicap + handicapStep],
    totals: [total - totalStep, total, total + totalStep].filter((size) => size > 0),
    team1: teamLine(11, 12, 'team1'),
    team2: teamLine(13, 14, 'team2'),
  };
}
