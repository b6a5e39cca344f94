/** A discrete distribution: value → probability (probabilities sum to ~1). */
export type Distribution = ReadonlyArray<readonly [value: number, probability: number]>;

/** Final scores (team1, team2) with their probabilities. */
export type JointDistribution = ReadonlyArray<
  readonly [score1: number, score2: number, probability: number]
>;

/** Poisson probabilities 0…n until the tail is negligible, renormalised. */
export function poisson(lambda: number): number[] {
  if (lambda <= 1e-9) return [1];
  const probabilities: number[] = [];
  let term = Math.exp(-lambda);
  let total = 0;
  for (let k = 0; k < 60 && (total < 1 - 1e-7 || k <= lambda); k++) {
    probabilities.push(term);
    total += term;
    term = (term * lambda) / (k + 1);
  }
  return probabilities.map((probability) => probability / total);
}

/** The independent product of two marginals, shifted by the score so far. */
export function jointOf(
  first: readonly number[],
  second: readonly number[],
  offset: readonly [number, number],
): JointDistribution {
  const joint: Array<[number, number, number]> = [];
  first.forEach((p1, goals1) => {
    second.forEach((p2, goals2) => {
      const probability = p1 * p2;
      if (probability > 1e-9) joint.push([offset[0] + goals1, offset[1] + goals2, probability]);
    });
  });
  return joint;
}

function erf(x: number): number {
  // Abramowitz–Stegun 7.1.26: accurate to 1.5e-7, plenty for prices rounded to 0.01.
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return sign * y;
}

const normalCdf = (x: number, mean: number, deviation: number) =>
  0.5 * (1 + erf((x - mean) / (deviation * Math.SQRT2)));

/** A normal distribution rounded to whole numbers (basketball points). */
export function discreteNormal(mean: number, variance: number): Distribution {
  if (variance < 1e-6) return [[Math.round(mean), 1]];
  const deviation = Math.sqrt(variance);
  const low = Math.floor(mean - 5 * deviation);
  const high = Math.ceil(mean + 5 * deviation);
  const values: Array<[number, number]> = [];
  for (let value = low; value <= high; value++) {
    const probability =
      normalCdf(value + 0.5, mean, deviation) - normalCdf(value - 0.5, mean, deviation);
    if (probability > 1e-9) values.push([value, probability]);
  }
  const total = values.reduce((sum, [, probability]) => sum + probability, 0);
  return values.map(([value, probability]) => [value, probability / total] as const);
}

/** Marginal distributions of a joint one: difference, total and each team's score. */
export function marginalsOf(joint: JointDistribution) {
  const collect = (pick: (score1: number, score2: number) => number): Distribution => {
    const sums = new Map<number, number>();
    for (const [score1, score2, probability] of joint) {
      const key = pick(score1, score2);
      sums.set(key, (sums.get(key) ?? 0) + probability);
    }
    return [...sums.entries()];
  };
  return {
    difference: collect((score1, score2) => score1 - score2),
    total: collect((score1, score2) => score1 + score2),
    team1: collect((score1) => score1),
    team2: collect((_score1, score2) => score2),
  };
}

/**
 * Chance that the side winning each unit with probability `p` wins a race to `target` from
 * (`own`, `other`), by two clear when `winByTwo` (tennis games, volleyball and table-tennis sets).
 */
export function raceWin(
  p: number,
  own: number,
  other: number,
  target: number,
  winByTwo: boolean,
): number {
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  const memo = new Map<number, number>();
  const solve = (a: number, b: number): number => {
    if (a >= target && (!winByTwo || a - b >= 2)) return 1;
    if (b >= target && (!winByTwo || b - a >= 2)) return 0;
    if (winByTwo && a >= target - 1 && b >= target - 1) {
      if (a === b) return deuce;
      return a > b ? p + q * deuce : p * deuce;
    }
    const key = a * 1000 + b;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = p * solve(a + 1, b) + q * solve(a, b + 1);
    memo.set(key, value);
    return value;
  };
  return solve(own, other);
}

/**
 * Final set scores of a best-of match from (`won1`, `won2`): `current` is team1's chance in the
 * set being played, `next(setIndex)` its chance in a later set.
 */
export function setsDistribution(
  won1: number,
  won2: number,
  setsToWin: number,
  current: number,
  next: (setIndex: number) => number,
): JointDistribution {
  const finals = new Map<string, [number, number, number]>();
  const walk = (a: number, b: number, probability: number, chance: number) => {
    if (a === setsToWin || b === setsToWin) {
      const key = `${a}:${b}`;
      const known = finals.get(key);
      if (known) known[2] += probability;
      else finals.set(key, [a, b, probability]);
      return;
    }
    const following = next(a + b + 1);
    walk(a + 1, b, probability * chance, following);
    walk(a, b + 1, probability * (1 - chance), following);
  };
  walk(won1, won2, 1, current);
  return [...finals.values()];
}
