import type { Random } from '../../../random.ts';
import { discreteNormal, jointOf, poisson } from '../model/distributions.ts';
import { outcomesOfJoint, type Outcomes } from '../model/pricing.ts';
import type { EventModel, LiveState } from './types.ts';
import type { TimedConfig } from './variants.ts';

// A basketball step is two possessions per team; a possession scores 3, 2 or 1 (free throw)
// with these base chances, scaled so the step's mean matches the team's expected score.
const possession = { three: 0.12, two: 0.3, one: 0.08 } as const;
const possessionMean = 3 * possession.three + 2 * possession.two + possession.one;
const possessionSquare = 9 * possession.three + 4 * possession.two + possession.one;

const stepsPerMatch = (config: TimedConfig) => config.durationMs / config.stepMs;

function pointsPerStep(mean: number) {
  const scale = Math.min(1.9, mean / 2 / possessionMean);
  const perPossession = possessionMean * scale;
  const variance = 2 * (possessionSquare * scale - perPossession * perPossession);
  return { scale, mean: 2 * perPossession, variance };
}

function samplePoints(random: Random, mean: number): number {
  const { scale } = pointsPerStep(mean);
  let points = 0;
  for (let attempt = 0; attempt < 2; attempt++) {
    const draw = random.next();
    if (draw < possession.three * scale) points += 3;
    else if (draw < (possession.three + possession.two) * scale) points += 2;
    else if (draw < (possession.three + possession.two + possession.one) * scale) points += 1;
  }
  return points;
}

export function timedModel(config: TimedConfig, random: Random) {
  const [low, high] = config.totalRange;
  const total = low + random.next() * (high - low);
  // Team 1 plays at home: a small lean on top of its drawn edge.
  const edge = random.next() * 2 - 1;
  const share = Math.min(0.85, Math.max(0.15, 0.5 + config.spread * edge + 0.02));
  return {
    strength1: Math.round(total * share * 1000) / 1000,
    strength2: Math.round(total * (1 - share) * 1000) / 1000,
    extraMs: random.int(0, config.maxExtraMs / 60_000) * 60_000,
  };
}

const matchMs = (config: TimedConfig, model: EventModel) => config.durationMs + model.extraMs;

/** One step (a minute of football, half a minute of basketball); true when a goal fell. */
export function timedStep(
  config: TimedConfig,
  model: EventModel,
  state: LiveState,
  random: Random,
): boolean {
  const periodMs = config.durationMs / config.periods;
  const periodIndex = Math.min(config.periods - 1, Math.floor(state.elapsedMs / periodMs));
  while (state.periods.length < periodIndex + 1) state.periods.push([0, 0]);
  const period = state.periods[periodIndex] ?? [0, 0];
  const steps = stepsPerMatch(config);
  let scored = false;
  ([0, 1] as const).forEach((team) => {
    const strength = team === 0 ? model.strength1 : model.strength2;
    const points =
      config.engine === 'goals'
        ? Number(random.chance(strength / steps))
        : samplePoints(random, strength / steps);
    state.score[team] += points;
    period[team] += points;
    if (points > 0 && config.engine === 'goals') scored = true;
    if (state.stats) {
      // Stronger sides win more corners; cards fall evenly.
      const share = strength / (model.strength1 + model.strength2);
      if (random.chance((10 * share) / steps)) state.stats.corners[team] += 1;
      if (random.chance(2 / steps)) state.stats.yellowCards[team] += 1;
      if (random.chance(0.08 / steps)) state.stats.redCards[team] += 1;
    }
  });
  state.elapsedMs += config.stepMs;
  if (state.elapsedMs >= matchMs(config, model)) state.finished = true;
  return scored;
}

export function timedEndMs(config: TimedConfig, model: EventModel): number {
  return matchMs(config, model);
}

/** The final-score model from the state so far: what is left of the match, at market strength. */
export function timedOutcomes(config: TimedConfig, model: EventModel, state: LiveState): Outcomes {
  const lean = Math.exp(model.tilt);
  const strength1 = model.strength1 * lean;
  const strength2 = model.strength2 / lean;
  const left = state.finished
    ? 0
    : Math.max(0, (matchMs(config, model) - state.elapsedMs) / config.stepMs);
  const steps = stepsPerMatch(config);
  const [score1, score2] = state.score;
  if (config.engine === 'goals') {
    return outcomesOfJoint(
      jointOf(poisson((strength1 / steps) * left), poisson((strength2 / steps) * left), [
        score1,
        score2,
      ]),
    );
  }
  const team1 = pointsPerStep(strength1 / steps);
  const team2 = pointsPerStep(strength2 / steps);
  const variance = (team1.variance + team2.variance) * left;
  return {
    difference: discreteNormal(score1 - score2 + (team1.mean - team2.mean) * left, variance),
    total: discreteNormal(score1 + score2 + (team1.mean + team2.mean) * left, variance),
    team1: discreteNormal(score1 + team1.mean * left, team1.variance * left),
    team2: discreteNormal(score2 + team2.mean * left, team2.variance * left),
    joint: null,
  };
}
