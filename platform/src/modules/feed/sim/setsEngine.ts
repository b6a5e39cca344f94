import type { Random } from '../../../random.ts';
import { raceWin, setsDistribution } from '../model/distributions.ts';
import { outcomesOfJoint, type Outcomes } from '../model/pricing.ts';
import type { EventModel, LiveState, Pair } from './types.ts';
import type { SetsConfig } from './variants.ts';

export function setsModel(config: SetsConfig, random: Random) {
  const edge = random.next() * 2 - 1;
  const chance = Math.round((0.5 + config.spread * edge) * 10000) / 10000;
  return { strength1: chance, strength2: Math.round((1 - chance) * 10000) / 10000, extraMs: 0 };
}

const targetOf = (config: SetsConfig, setIndex: number) =>
  setIndex === config.setsToWin * 2 - 2 ? config.lastTarget : config.target;

const won = (own: number, other: number, target: number, winByTwo: boolean) =>
  own >= target && (!winByTwo || own - other >= 2);

const tennisSetOver = (games: Pair) =>
  Math.max(...games) === 7 || (Math.max(...games) >= 6 && Math.abs(games[0] - games[1]) >= 2);

function winSet(config: SetsConfig, state: LiveState, team: 0 | 1) {
  state.score[team] += 1;
  if (state.score[team] >= config.setsToWin) state.finished = true;
  else {
    state.periods.push([0, 0]);
    if (config.tennis) state.point = [0, 0];
  }
}

/** One point (rally, round, kill); true when it decided a set. */
export function setsStep(
  config: SetsConfig,
  model: EventModel,
  state: LiveState,
  random: Random,
): boolean {
  const team: 0 | 1 = random.chance(model.strength1) ? 0 : 1;
  const other = team === 0 ? 1 : 0;
  state.elapsedMs += config.stepMs;
  const period = state.periods[state.periods.length - 1] ?? [0, 0];
  if (!config.tennis) {
    period[team] += 1;
    const target = targetOf(config, state.periods.length - 1);
    if (!won(period[team], period[other], target, config.winByTwo)) return false;
    winSet(config, state, team);
    return true;
  }
  const point = state.point ?? [0, 0];
  state.point = point;
  point[team] += 1;
  const tieBreak = period[0] === 6 && period[1] === 6;
  if (!won(point[team], point[other], tieBreak ? 7 : 4, true)) return false;
  period[team] += 1;
  state.point = [0, 0];
  if (!tennisSetOver(period)) return false;
  winSet(config, state, team);
  return true;
}

/** Team 1's chance to win a tennis set from its games and the current game's points. */
function tennisSetChance(chance: number, games: Pair, point: Pair): number {
  const game = raceWin(chance, 0, 0, 4, true);
  const tieBreak = raceWin(chance, 0, 0, 7, true);
  const memo = new Map<number, number>();
  const fromGames = (own: number, other: number): number => {
    if (tennisSetOver([own, other])) return own > other ? 1 : 0;
    if (own === 6 && other === 6) return tieBreak;
    const key = own * 10 + other;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = game * fromGames(own + 1, other) + (1 - game) * fromGames(own, other + 1);
    memo.set(key, value);
    return value;
  };
  if (games[0] === 6 && games[1] === 6) return raceWin(chance, point[0], point[1], 7, true);
  const current = raceWin(chance, point[0], point[1], 4, true);
  return (
    current * fromGames(games[0] + 1, games[1]) + (1 - current) * fromGames(games[0], games[1] + 1)
  );
}

export function setsOutcomes(config: SetsConfig, model: EventModel, state: LiveState): Outcomes {
  const [won1, won2] = state.score;
  if (state.finished) return outcomesOfJoint([[won1, won2, 1]]);
  const chance = Math.min(0.75, Math.max(0.25, model.strength1 + model.tilt * 0.1));
  const period = state.periods[state.periods.length - 1] ?? [0, 0];
  const fresh = new Map<number, number>();
  const freshSet = (setIndex: number) => {
    const target = targetOf(config, setIndex);
    const known = fresh.get(target);
    if (known !== undefined) return known;
    const value = config.tennis
      ? tennisSetChance(chance, [0, 0], [0, 0])
      : raceWin(chance, 0, 0, target, config.winByTwo);
    fresh.set(target, value);
    return value;
  };
  const current = config.tennis
    ? tennisSetChance(chance, period, state.point ?? [0, 0])
    : raceWin(chance, period[0], period[1], targetOf(config, won1 + won2), config.winByTwo);
  return outcomesOfJoint(setsDistribution(won1, won2, config.setsToWin, current, freshSet));
}
