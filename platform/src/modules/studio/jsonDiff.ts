import type { StudioChange } from '../../../../schemas/studioApi.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON Pointer segment (RFC 6901): `~` and `/` escaped. */
const segment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The values that differ between two JSON documents, as JSON Pointers with the value before and
 * after (the leaves that changed, not their parents). Arrays compare item by item: a reordered
 * menu reads as each moved position changing, which is what an operator reviewing it wants.
 */
export function jsonDiff(before: unknown, after: unknown, path = ''): StudioChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => {
      const at = `${path}/${segment(key)}`;
      if (!(key in after)) return [{ path: at, before: before[key] }];
      if (!(key in before)) return [{ path: at, after: after[key] }];
      return jsonDiff(before[key], after[key], at);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) => {
      const at = `${path}/${String(index)}`;
      if (index >= after.length) return [{ path: at, before: before[index] as unknown }];
      if (index >= before.length) return [{ path: at, after: after[index] as unknown }];
      return jsonDiff(before[index], after[index], at);
    }).flat();
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}

/** The text of a brand source as JSON, or undefined when it is not JSON. */
export function parseSource(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
