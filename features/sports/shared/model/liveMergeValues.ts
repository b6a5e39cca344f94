/**
 * Value comparison for live merges. The feed resends the live header (score, clock, stat,
 * periodScore) with every update as fresh JSON, so assigning it blindly would give every event a
 * new object each poll. Copying only what differs by value keeps the structural sharing:
 * an event whose clock did not move stays the very same object and its memoized row skips rendering.
 */

function isList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality for JSON values (primitives, arrays, plain objects). */
export function sameValue(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (isList(left) && isList(right)) {
    return (
      left.length === right.length && left.every((item, index) => sameValue(item, right[index]))
    );
  }
  if (isRecord(left) && isRecord(right)) {
    const keys = Object.keys(left);
    return (
      keys.length === Object.keys(right).length &&
      keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]))
    );
  }
  return false;
}

/**
 * `target` with the fields of `changes` whose value differs, as a new object; `target` itself
 * when none differs, so an unchanged part keeps its identity (structural sharing by hand).
 */
export function withChangedFields<T extends object>(target: T, changes: NoInfer<Partial<T>>): T {
  let next: T | undefined;
  for (const key of Object.keys(changes) as (keyof T)[]) {
    const value = changes[key];
    if (value === undefined || sameValue(target[key], value)) continue;
    next ??= { ...target };
    next[key] = value;
  }
  return next ?? target;
}
