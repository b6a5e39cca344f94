/**
 * Edit distance counting single-character insertions, deletions, substitutions and swaps of two
 * neighbours (optimal string alignment): "nmae" is one slip away from "name", as typists see it.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The known word an operator most likely meant, for a "did you mean" hint: the closest one
 * (case ignored) within a third of its length, at least one edit. Far-off words get no guess,
 * since a wrong guess misleads more than none.
 */
export function closestWord(word: string, known: readonly string[]): string | undefined {
  const typed = word.toLowerCase();
  let best: { word: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(typed, candidate.toLowerCase());
    const allowed = Math.max(1, Math.floor(candidate.length / 3));
    if (distance <= allowed && (!best || distance < best.distance)) {
      best = { word: candidate, distance };
    }
  }
  return best?.word;
}

/** ` (did you mean "x"?)`, or nothing when no known word is close. */
export function didYouMean(word: string, known: readonly string[]): string {
  const guess = closestWord(word, known);
  return guess === undefined || guess === word ? '' : ` (did you mean "${guess}"?)`;
}
