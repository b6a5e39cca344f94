import type { Draws } from '../../../random.ts';

export const jackpotLevels = ['grand', 'medium', 'small'] as const;
export type JackpotLevel = (typeof jackpotLevels)[number];

export const jackpotNames: Readonly<Record<JackpotLevel, string>> = {
  grand: 'Grand',
  medium: 'Medium',
  small: 'Small',
};

interface LevelRule {
  /** Seed and reset amount, in currency units (money.ts). */
  startUnits: number;
  /** Share of every casino stake that goes into the pot. */
  contribution: number;
  /** Growth from the (simulated) rest of the floor, units per minute. */
  unitsPerMinute: number;
  /** Chance a spin of the reference stake (10 units) triggers it. */
  hitChance: number;
  /** Simulated players win it on average this often ... */
  meanDropMinutes: number;
  /** ... and at the latest this long after the last win (a "must drop" jackpot: the timer). */
  mustDropMinutes: number;
}

// Generous for a demo, so a tester sees a pot drop now and then: real pots pay out only what the
// contributions fund. Stakes contribute 1% in all.
export const jackpotRules: Readonly<Record<JackpotLevel, LevelRule>> = {
  grand: {
    startUnits: 500_000,
    contribution: 0.005,
    unitsPerMinute: 10,
    hitChance: 1 / 30_000,
    meanDropMinutes: 10 * 24 * 60,
    mustDropMinutes: 21 * 24 * 60,
  },
  medium: {
    startUnits: 50_000,
    contribution: 0.003,
    unitsPerMinute: 2,
    hitChance: 1 / 3_000,
    meanDropMinutes: 36 * 60,
    mustDropMinutes: 3 * 24 * 60,
  },
  small: {
    startUnits: 5_000,
    contribution: 0.002,
    unitsPerMinute: 0.5,
    hitChance: 1 / 300,
    meanDropMinutes: 2 * 60,
    mustDropMinutes: 6 * 60,
  },
};

/**
 * The chance per level that a spin of `stakeCents` triggers it: bigger stakes, better chances,
 * within 0.2 and 10 times the reference stake's.
 */
export function hitChances(stakeCents: number, unitCents: number): Record<JackpotLevel, number> {
  const factor = Math.min(10, Math.max(0.2, stakeCents / (10 * unitCents)));
  return {
    grand: jackpotRules.grand.hitChance * factor,
    medium: jackpotRules.medium.hitChance * factor,
    small: jackpotRules.small.hitChance * factor,
  };
}

/** Which level (if any) a uniform draw in [0, 1) triggers: grand first, at most one per spin. */
export function triggeredLevel(
  draw: number,
  stakeCents: number,
  unitCents: number,
): JackpotLevel | undefined {
  const chances = hitChances(stakeCents, unitCents);
  let threshold = 0;
  for (const level of jackpotLevels) {
    threshold += chances[level];
    if (draw < threshold) return level;
  }
  return undefined;
}

// prettier-ignore
const firstNames = [
  'juan', 'maria', 'pedro', 'camila', 'diego', 'valentina', 'jose', 'sofia', 'carlos', 'lucia',
  'andres', 'fernanda', 'mateo', 'isabel', 'tomas', 'paula', 'joao', 'ana', 'rui', 'beatriz',
];

/** A masked name for a winner: the first three letters of the login and stars. */
export const maskedWinner = (login: string): string => `${login.slice(0, 3)}***`;

/** A simulated player's masked name, as the jackpot's last winner. */
export function simulatedWinner(random: Draws): string {
  return `${maskedWinner(random.pick(firstNames))}${random.int(10, 99)}`;
}
