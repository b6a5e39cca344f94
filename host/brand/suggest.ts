/** Levenshtein distance: single-character insertions, deletions and substitutions. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
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
