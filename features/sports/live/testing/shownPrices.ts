import { formatOdds, OddsFormats } from '../../../core/format/index.ts';
import type { LiveState } from '../../shared/model/liveMerge.ts';

const MATCH_RESULT = 1;

/**
 * How many prices of these events' rows the page does not show as the state holds them: a list
 * row's match-result buttons, found in the event's `article` by their label, must carry the
 * state's price (decimal format) in their accessible name and their text. The benchmark's and the
 * unit test's check that prices written without a render are the right ones.
 */
export function stalePrices(
  container: HTMLElement,
  state: LiveState,
  eventIds: readonly number[],
): number {
  let stale = 0;
  for (const id of eventIds) {
    const event = state.eventsById[id];
    const market = event?.markets.find((candidate) => candidate.groupId === MATCH_RESULT);
    if (!event || !market) continue;
    const article = [...container.querySelectorAll('article')].find(
      (candidate) => candidate.getAttribute('aria-label') === `${event.team1} - ${event.team2}`,
    );
    const buttons = [...(article?.querySelectorAll('button[aria-label]') ?? [])];
    for (const odd of market.odds) {
      const price = formatOdds(odd.c, OddsFormats.decimal);
      const button = buttons.find((candidate) =>
        candidate.getAttribute('aria-label')?.startsWith(`${odd.name}, `),
      );
      const name = button?.getAttribute('aria-label') ?? '';
      const shows = odd.b
        ? name.startsWith(`${odd.name}, `) && !button?.textContent.includes(price)
        : name.startsWith(`${odd.name}, ${price}`) && button?.textContent.includes(price) === true;
      if (!shows) stale += 1;
    }
  }
  return stale;
}
