import { produce, type Draft } from 'immer';
import { pointerTokens } from './pointer.ts';

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function isEmptyObject(value: unknown): boolean {
  return isContainer(value) && !Array.isArray(value) && Object.keys(value).length === 0;
}

/**
 * The brand with the setting at `pointer` set to `next`, or removed when `next` is undefined
 * ("reset to default"). Immutable: every object off the path keeps its identity, so memoized
 * controls of untouched settings do not re-render. Setting creates the objects on the way (a
 * brand without `polling` gets `{ "polling": { "liveMs": 4000 } }`); removing drops the objects
 * that the removal left empty, since an absent section means the same as an empty one here and
 * the JSON goes back to what it was before the setting was edited.
 */
export function updateAt(
  brand: Record<string, unknown>,
  pointer: string,
  next: unknown,
): Record<string, unknown> {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) {
    if (!isContainer(next) || Array.isArray(next)) throw new Error('The brand must stay an object');
    return next;
  }
  return produce(brand, (draft: Draft<Record<string, unknown>>) => {
    const parents: Container[] = [draft];
    let node: Container = draft;
    for (const token of tokens.slice(0, -1)) {
      const record = node as Record<string, unknown>;
      let child = record[token];
      if (!isContainer(child)) {
        if (next === undefined) return;
        child = {};
        record[token] = child;
      }
      node = child as Container;
      parents.push(node);
    }
    const last = tokens[tokens.length - 1] as string;
    if (next !== undefined) {
      (node as Record<string, unknown>)[last] = next;
      return;
    }
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
    for (let depth = parents.length - 1; depth > 0; depth -= 1) {
      if (!isEmptyObject(parents[depth])) break;
      delete (parents[depth - 1] as Record<string, unknown>)[tokens[depth - 1] as string];
    }
  });
}

/** The list with the item at `from` moved to `to`; the same list when either is out of range. */
export function moveItem<T>(list: readonly T[], from: number, to: number): readonly T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}
