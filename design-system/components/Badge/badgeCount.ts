/** Largest count a badge shows before it switches to `max+`. */
export const defaultBadgeMax = 99;

/**
 * The text a count badge shows: the count itself up to `max`, `max+` above it. Counts are whole
 * and never negative (a bad value from an API shows 0, not "-3"); a `max` below 1 is treated as 1.
 */
export function formatBadgeCount(count: number, max: number = defaultBadgeMax): string {
  const ceiling = Number.isFinite(max) ? Math.max(1, Math.floor(max)) : defaultBadgeMax;
  if (Number.isNaN(count) || count <= 0) return '0';
  const whole = Math.floor(count);
  return whole > ceiling ? `${ceiling}+` : String(whole);
}
