import { toggleAll } from '../../shared/model/tourneys.ts';

/*
 * Which tourneys of a list are open. The lists keep the closed ones, so tourneys start open (spec:
 * upcoming tourneys open on load) and a tourney a reload brings in shows its events at once.
 */

export function openIdsOf(allIds: readonly number[], closedIds: ReadonlySet<number>): Set<number> {
  return new Set(allIds.filter((id) => !closedIds.has(id)));
}

/** Spec: the collapse-all toggle closes everything if anything is open, else opens all. */
export function toggleAllClosed(
  allIds: readonly number[],
  closedIds: ReadonlySet<number>,
): Set<number> {
  const open = toggleAll(openIdsOf(allIds, closedIds), allIds);
  return new Set(allIds.filter((id) => !open.has(id)));
}

/** Opens or closes one tourney. */
export function setTourneyOpen(
  closedIds: ReadonlySet<number>,
  id: number,
  open: boolean,
): Set<number> {
  const next = new Set(closedIds);
  if (open) next.delete(id);
  else next.add(id);
  return next;
}
