import type { Random } from '../../../random.ts';
import type { Variant } from '../catalog/index.ts';
import type { Outcomes } from '../model/pricing.ts';
import { setsModel, setsOutcomes, setsStep } from './setsEngine.ts';
import { timedModel, timedOutcomes, timedStep } from './timedEngine.ts';
import { chooseLines } from './lines.ts';
import type { EventModel, LiveState } from './types.ts';
import { variants } from './variants.ts';

export function initialState(variant: Variant): LiveState {
  const config = variants[variant];
  return {
    elapsedMs: 0,
    clockMs: 0,
    score: [0, 0],
    periods: [[0, 0]],
    ...(config.engine === 'sets' && config.tennis ? { point: [0, 0] } : {}),
    ...(config.engine !== 'sets' && config.statistics
      ? { stats: { corners: [0, 0], yellowCards: [0, 0], redCards: [0, 0] } }
      : {}),
    suspended: {},
    stoppedUntilMs: 0,
    finished: false,
  };
}

export function outcomesOf(model: EventModel, state: LiveState): Outcomes {
  const config = variants[model.variant];
  return config.engine === 'sets'
    ? setsOutcomes(config, model, state)
    : timedOutcomes(config, model, state);
}

/** Draws an event's strengths and fixes its line sizes from the pre-match prices. */
export function createModel(variant: Variant, random: Random): EventModel {
  const config = variants[variant];
  const strengths =
    config.engine === 'sets' ? setsModel(config, random) : timedModel(config, random);
  const model: EventModel = {
    variant,
    ...strengths,
    tilt: 0,
    lines: { handicaps: [], totals: [], team1: null, team2: null },
  };
  model.lines = chooseLines(config, model, outcomesOf(model, initialState(variant)));
  return model;
}

// A match that somehow never ends (a tennis set of endless deuces) stops after this many steps.
const maximumSteps = 2000;

/**
 * Plays the event forward to `elapsedMs` of game time, step by step. Returns whether the score
 * changed in a way that stops betting for a moment (a goal, a set).
 */
export function advance(
  model: EventModel,
  state: LiveState,
  elapsedMs: number,
  random: Random,
): boolean {
  const config = variants[model.variant];
  let stopping = false;
  let steps = 0;
  while (!state.finished && state.elapsedMs + config.stepMs <= elapsedMs) {
    const changed =
      config.engine === 'sets'
        ? setsStep(config, model, state, random)
        : timedStep(config, model, state, random);
    stopping ||= changed;
    steps += 1;
    if (steps >= maximumSteps && config.engine === 'sets') state.finished = true;
  }
  state.clockMs = state.finished ? state.elapsedMs : Math.max(state.clockMs, elapsedMs);
  return stopping;
}
