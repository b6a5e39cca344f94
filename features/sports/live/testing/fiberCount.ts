/*
 * A cross-check of the render benchmark that needs no wrapper: which instances of a component
 * React actually rendered in the last commit, read from the fiber tree. It relies on React
 * internals (the container's `__reactContainer$` key, fiber `flags` with PerformedWork = 1), so
 * every step fails soft: null means "could not tell", never a wrong count.
 */

export interface FiberNode {
  elementType: unknown;
  flags: number;
  child: FiberNode | null;
  sibling: FiberNode | null;
}

interface FiberRootNode {
  current: FiberNode;
}

/** React sets this flag on a fiber whose component function ran in the render. */
const PERFORMED_WORK = 1;

function isFiber(value: unknown): value is FiberNode & { stateNode: unknown } {
  return typeof value === 'object' && value !== null && 'child' in value && 'flags' in value;
}

function currentTree(container: HTMLElement): FiberNode | null {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  if (!key) return null;
  const hostRoot: unknown = (container as unknown as Record<string, unknown>)[key];
  if (!isFiber(hostRoot)) return null;
  const root = hostRoot.stateNode as FiberRootNode | null;
  return root?.current ?? null;
}

/** The committed tree's fibers that `matches` picks. */
function fibersWhere(
  container: HTMLElement,
  matches: (fiber: FiberNode) => boolean,
): FiberNode[] | null {
  const tree = currentTree(container);
  if (!tree) return null;
  const found: FiberNode[] = [];
  const stack: FiberNode[] = [tree];
  while (stack.length > 0) {
    const fiber = stack.pop();
    if (!fiber) break;
    if (matches(fiber)) found.push(fiber);
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return found;
}

/** The fibers of `component` (a memo object or a function) in the committed tree. */
export function fibersOf(container: HTMLElement, component: unknown): FiberNode[] | null {
  return fibersWhere(container, (fiber) => fiber.elementType === component);
}

/** Every component's fibers (not DOM elements or text) in the committed tree. */
export function componentFibers(container: HTMLElement): FiberNode[] | null {
  const isComponent = (type: unknown) =>
    typeof type === 'function' || (typeof type === 'object' && type !== null);
  return fibersWhere(container, (fiber) => isComponent(fiber.elementType));
}

/**
 * How many instances of `component` rendered in the last commit: a fiber React worked on is a new
 * object (it alternates between two), so fibers still in `before` were skipped untouched; among
 * the others, those that bailed out (memo props equal) lack PerformedWork.
 */
export function countRenderedFibers(
  container: HTMLElement,
  component: unknown,
  before: ReadonlySet<FiberNode>,
): number | null {
  const after = fibersOf(container, component);
  if (!after || before.size === 0) return null;
  return after.filter((fiber) => !before.has(fiber) && (fiber.flags & PERFORMED_WORK) !== 0).length;
}

/** How many components, of any kind, rendered in the last commit (see countRenderedFibers). */
export function countRenderedComponents(
  container: HTMLElement,
  before: ReadonlySet<FiberNode>,
): number | null {
  const after = componentFibers(container);
  if (!after || before.size === 0) return null;
  return after.filter((fiber) => !before.has(fiber) && (fiber.flags & PERFORMED_WORK) !== 0).length;
}
