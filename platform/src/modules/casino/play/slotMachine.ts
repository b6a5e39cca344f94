import { createHmac } from 'node:crypto';

/** The demo slot: three reels, one pay line (the middle row), paid left to right. */
export const symbols = [
  'cherry',
  'lemon',
  'orange',
  'grape',
  'bell',
  'bar',
  'seven',
  'diamond',
] as const;
export type SlotSymbol = (typeof symbols)[number];

/** How often a symbol stops on a reel (out of 33). */
export const symbolWeights: Readonly<Record<SlotSymbol, number>> = {
  cherry: 7,
  lemon: 6,
  orange: 5,
  grape: 5,
  bell: 4,
  bar: 3,
  seven: 2,
  diamond: 1,
};

/** Stake multipliers: two alike on reels 1-2, or three alike. Tuned for an RTP of 96.2%. */
export const paytable: Readonly<Record<SlotSymbol, { two: number; three: number }>> = {
  cherry: { two: 4, three: 8 },
  lemon: { two: 3, three: 12 },
  orange: { two: 4, three: 16 },
  grape: { two: 3, three: 16 },
  bell: { two: 5, three: 30 },
  bar: { two: 8, three: 60 },
  seven: { two: 16, three: 120 },
  diamond: { two: 30, three: 400 },
};

const totalWeight = symbols.reduce((sum, symbol) => sum + symbolWeights[symbol], 0);

/**
 * The uniform draws of one round: HMAC-SHA256 keyed by the session's seed over the round
 * number. A round's result is fixed the moment the session exists (the seed is secret until
 * then), reproducible for an audit, and independent of every other round.
 */
export function roundDraws(seed: string, round: number): number[] {
  const draws: number[] = [];
  for (const block of [0, 1]) {
    const digest = createHmac('sha256', seed).update(`${round}:${block}`).digest();
    for (let offset = 0; offset < digest.length; offset += 4) {
      draws.push(digest.readUInt32BE(offset) / 2 ** 32);
    }
  }
  return draws;
}

function symbolAt(draw: number): SlotSymbol {
  let threshold = draw * totalWeight;
  for (const symbol of symbols) {
    threshold -= symbolWeights[symbol];
    if (threshold < 0) return symbol;
  }
  return 'cherry';
}

/** The stake multiplier of a pay line. */
export function lineMultiplier(line: readonly SlotSymbol[]): number {
  const [first, second, third] = line;
  if (first === undefined || first !== second) return 0;
  return third === first ? paytable[first].three : paytable[first].two;
}

export interface SpinOutcome {
  /** Three reels (columns), each three symbols top to bottom; the middle row pays. */
  reels: SlotSymbol[][];
  line: SlotSymbol[];
  multiplier: number;
  /** Uniform in [0, 1): decides whether the spin triggers a jackpot. */
  jackpotDraw: number;
}

export function spinOutcome(seed: string, round: number): SpinOutcome {
  const draws = roundDraws(seed, round);
  const draw = (index: number) => draws[index] ?? 0;
  const reels = [0, 1, 2].map((reel) => [
    symbolAt(draw(3 + reel)),
    symbolAt(draw(reel)),
    symbolAt(draw(6 + reel)),
  ]);
  const line = reels.map((reel) => reel[1] ?? 'cherry');
  return { reels, line, multiplier: lineMultiplier(line), jackpotDraw: draw(9) };
}

/** The exact return to player of the base game (every reel stop weighed), for tests and docs. */
export function theoreticalRtp(): number {
  let expected = 0;
  for (const first of symbols) {
    for (const second of symbols) {
      for (const third of symbols) {
        const chance =
          (symbolWeights[first] * symbolWeights[second] * symbolWeights[third]) / totalWeight ** 3;
        expected += chance * lineMultiplier([first, second, third]);
      }
    }
  }
  return expected;
}
