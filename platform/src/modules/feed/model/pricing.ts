import { marginalsOf, type Distribution, type JointDistribution } from './distributions.ts';
import { oddResult, ruleOf } from './results.ts';

/** What the simulator knows about an event's final score, for pricing every market. */
export interface Outcomes {
  difference: Distribution;
  total: Distribution;
  team1: Distribution;
  team2: Distribution;
  /** Only where the score space is small (goals, sets): both-teams-score, correct score. */
  joint: JointDistribution | null;
}

export function outcomesOfJoint(joint: JointDistribution): Outcomes {
  return { ...marginalsOf(joint), joint };
}

export interface Chances {
  won: number;
  returned: number;
}

/** Chance an odd wins and chance its stake comes back, under the outcome model. */
export function chancesOf(outcomes: Outcomes, type: number, size: number | null): Chances {
  const rule = ruleOf(type);
  const chances = { won: 0, returned: 0 };
  if (!rule) return chances;
  const add = (result: number, probability: number) => {
    if (result === oddResult.won) chances.won += probability;
    else if (result === oddResult.returned) chances.returned += probability;
  };
  if (rule.basis === 'joint') {
    for (const [score1, score2, probability] of outcomes.joint ?? []) {
      add(rule.settle(score1, size ?? 0, score2), probability);
    }
    return chances;
  }
  for (const [value, probability] of outcomes[rule.basis]) {
    add(rule.settle(value, size ?? 0, 0), probability);
  }
  return chances;
}

export const minimumRate = 1.01;
export const maximumRate = 100;

/**
 * The decimal price with the bookmaker's margin: fair price (1 − P(return)) / P(win), divided by
 * 1 + margin (5 % gives the usual 105 % book), rounded to 0.01 within 1.01 … 100.
 */
export function rateOf(chances: Chances, margin: number): number {
  if (chances.won <= 1e-9) return maximumRate;
  const fair = (1 - chances.returned) / chances.won;
  const rate = Math.round((fair / (1 + margin)) * 100) / 100;
  return Math.min(maximumRate, Math.max(minimumRate, rate));
}

/**
 * An outcome that is all but decided (it has to win, or cannot) is not offered: live, such
 * odds are blocked and a market whose odds are all decided closes.
 */
export function isDecided(chances: Chances): boolean {
  return chances.won < 0.004 || chances.won + chances.returned > 0.996;
}
