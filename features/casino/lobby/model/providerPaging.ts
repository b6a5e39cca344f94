import { providerFilterList } from '../../../core/history/index.ts';
import { nextStepCount } from '../../shared/model/stepPaging.ts';
/**
 * The home's provider blocks (casino spec, section 9): up to 6 games each, shown 2 providers at a
 * time, 2 more each time the end of the page is reached, at most every 500 ms.
 */
export const PROVIDER_BLOCKS = {
  initial: 2,
  step: 2,
  gamesPerBlock: 6,
  throttleMs: 500,
} as const;

/**
 * How many provider blocks to show after the end of the page came into view at `now`: two more,
 * unless every provider is shown or the last step was under the throttle ago.
 */
export function nextProviderCount(
  current: number,
  total: number,
  now: number,
  lastStepAt: number,
): { count: number; steppedAt: number } {
  return nextStepCount(PROVIDER_BLOCKS, current, total, now, lastStepAt);
}

/** Whether the sentinel should still be there: more providers than blocks shown. */
export function hasMoreProviders(count: number, total: number): boolean {
  return count < total;
}

/**
 * The spec's provider filter list, in its order: the catalogue lists providers in this order, so
 * the first blocks can be asked for before the provider list arrives (no request waterfall).
 */
export { providerFilterList };

/**
 * The providers of the first blocks before the provider list has answered: the spec's list minus
 * the studios banned by name. Once the list answers, its order wins.
 */
export function expectedFirstProviders(banned: ReadonlySet<string> = new Set()): string[] {
  return providerFilterList
    .filter((provider) => !banned.has(provider))
    .slice(0, PROVIDER_BLOCKS.initial);
}

/** The providers whose blocks are shown: the list's first `count`, or the expected first ones. */
export function shownProviders(
  listed: readonly string[] | undefined,
  count: number,
  banned: ReadonlySet<string> = new Set(),
): string[] {
  return listed ? listed.slice(0, count) : expectedFirstProviders(banned);
}
