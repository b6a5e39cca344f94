/**
 * Market groups are open by default (spec: full event), so the page remembers the ones the player
 * closed. Returns a new set; the same set when nothing changes.
 */
export function setGroupOpen(
  closed: ReadonlySet<number>,
  groupId: number,
  open: boolean,
): ReadonlySet<number> {
  if (closed.has(groupId) !== open) return closed;
  const next = new Set(closed);
  if (open) next.delete(groupId);
  else next.add(groupId);
  return next;
}
