/** True when at least one of `allValues` is open. */
export function isAnyOpen(openValues: readonly string[], allValues: readonly string[]): boolean {
  const all = new Set(allValues);
  return openValues.some((value) => all.has(value));
}

/**
 * The collapse-all / expand-all rule from the specs: if any section is open, close them all;
 * otherwise open them all. Values outside `allValues` (another group's sections) are kept as
 * they are.
 */
export function toggleAll(openValues: readonly string[], allValues: readonly string[]): string[] {
  if (isAnyOpen(openValues, allValues)) {
    const all = new Set(allValues);
    return openValues.filter((value) => !all.has(value));
  }
  return [...new Set([...openValues, ...allValues])];
}
