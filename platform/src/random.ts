import { randomInt } from 'node:crypto';

/** Uniform draws, whatever their source. */
export interface Draws {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

/**
 * Seeded pseudo-random numbers (mulberry32), so a given `PLATFORM_SEED` always produces the same
 * events, odds, games and names. Each consumer forks its own stream by name: adding a draw in one
 * module never shifts another module's sequence. The seed is published (README) and the stream
 * restarts at every boot, so anyone can replay it: never let it decide what a player wins or
 * loses (use `secureDraws`).
 */
export interface Random extends Draws {
  /** An independent stream for `label`, reproducible from the same seed. */
  fork(label: string): Random;
  readonly seed: number;
}

/** pick, chance and shuffle built on a source's `next` and `int`. */
function drawsFrom(next: () => number, int: (min: number, max: number) => number): Draws {
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick(items) {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    shuffle(items) {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = int(0, index);
        [copy[index], copy[other]] = [
          copy[other] as (typeof copy)[number],
          copy[index] as (typeof copy)[number],
        ];
      }
      return copy;
    },
  };
}

// crypto.randomInt's ranges must be below 2^48.
const secureResolution = 2 ** 47;

/**
 * Unpredictable draws (the operating system's CSPRNG through `crypto.randomInt`), for every
 * outcome that moves money: dealt cards, reels, jackpot drops. Nothing about them follows from
 * the seed, the boot or earlier draws.
 */
export const secureDraws: Draws = drawsFrom(
  () => randomInt(secureResolution) / secureResolution,
  (min, max) => randomInt(min, max + 1),
);

function hash(text: string): number {
  // FNV-1a: a stable 32-bit hash to turn seeds and labels into stream states.
  let state = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    state ^= text.charCodeAt(index);
    state = Math.imul(state, 0x01000193);
  }
  return state >>> 0;
}

export function createRandom(seed: number | string): Random {
  const seedNumber = typeof seed === 'number' ? seed >>> 0 : hash(seed);
  let state = seedNumber;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    ...drawsFrom(next, (min, max) => min + Math.floor(next() * (max - min + 1))),
    seed: seedNumber,
    fork: (label) => createRandom(hash(`${seedNumber}:${label}`)),
  };
}

/** `PLATFORM_SEED` (a number or any text); 1 when unset, so every fresh demo looks the same. */
export function seedFromEnvironment(environment: NodeJS.ProcessEnv): number | string {
  const value = environment.PLATFORM_SEED?.trim();
  if (!value) return 1;
  return /^\d+$/.test(value) ? Number(value) : value;
}
