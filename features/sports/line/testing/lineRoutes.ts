import { ApiError } from '../../../core/errors/index.ts';
import type { FixtureRequest, FixtureRoutes } from '../../../core/testing/index.ts';
import type { FeedItem } from '../../shared/api/feedTypes.ts';
import type { Favourite } from '../../shared/favourites/useFavourites.ts';
import type { SportCount } from '../api/lineTypes.ts';
import { favourite, finishedEventIn, lineEvents, lineMap } from '../fixtures.ts';

/** An answer that never comes: the screen stays in its loading state. */
export const never = () => new Promise<never>(() => {});

/** A platform failure (HTTP 500 without a code). */
export function serverFailure(): never {
  throw new ApiError({ kind: 'http', httpStatus: 500 });
}

type Answer<T> = T | 'error' | 'loading';

export interface LineFixtureOptions {
  /** `GET /api/feed/line/games` (filtered by sportId and countryId). @default lineEvents */
  games?: Answer<(lang: unknown) => FeedItem[]>;
  /** `GET /api/feed/line/games/top`. @default lineEvents */
  top?: Answer<(lang: unknown) => FeedItem[]>;
  /** `GET /api/feed/line/map`. @default lineMap */
  map?: Answer<(lang: unknown) => SportCount[]>;
  /** `GET /api/bet/favorites`. @default [] */
  favourites?: Answer<Favourite[]>;
  /** `GET /api/feed/games/{id}`. @default the line events and the finished one, else 404 */
  event?: Answer<(id: number, lang: unknown) => FeedItem | undefined>;
}

function answer<T>(value: Answer<T>, ready: (value: T) => unknown): unknown {
  if (value === 'loading') return never();
  if (value === 'error') return serverFailure();
  return ready(value);
}

function byTarget(events: FeedItem[], query: FixtureRequest['query']): FeedItem[] {
  const sportId = Number(query.sportId ?? 0);
  const countryId = Number(query.countryId ?? 0);
  return events.filter(
    (event) =>
      (sportId === 0 || event.sportId === sportId) &&
      (countryId === 0 || event.countryId === countryId),
  );
}

function findEvent(id: number, lang: unknown): FeedItem | undefined {
  return [...lineEvents(lang), finishedEventIn(lang)].find((event) => event.id === id);
}

/** The platform calls of the line's screens, answered from fixtures. */
export function lineRoutes({
  games = lineEvents,
  top = lineEvents,
  map = lineMap,
  favourites = [],
  event = findEvent,
}: LineFixtureOptions = {}): FixtureRoutes {
  // The player's list as the platform holds it: adding and removing answer the whole list.
  let held: Favourite[] = Array.isArray(favourites) ? favourites : [];
  return {
    'GET /api/feed/line/games': (request: FixtureRequest) =>
      answer(games, (load) => byTarget(load(request.query.lang), request.query)),
    'GET /api/feed/line/games/top': (request: FixtureRequest) =>
      answer(top, (load) => load(request.query.lang)),
    'GET /api/feed/line/map': (request: FixtureRequest) =>
      answer(map, (load) => load(request.query.lang)),
    'GET /api/bet/favorites': () => answer(favourites, () => held),
    'POST /api/bet/favorit/add': (request: FixtureRequest) => {
      const { event_id: eventId } = request.body as { event_id: number };
      const added = findEvent(eventId, 'es');
      if (added && !held.some((item) => item.data.ID === eventId)) {
        held = [...held, favourite(added)];
      }
      return held;
    },
    'DELETE /api/bet/favorit/del': (request: FixtureRequest) => {
      const { id } = request.body as { id: number };
      held = held.filter((item) => item.ID !== id && item.data.ID !== id);
      return held;
    },
    'GET /api/feed/games/*': (request: FixtureRequest) =>
      answer(event, (load) => {
        const found = load(Number(request.path.split('/').pop()), request.query.lang);
        if (!found) throw new ApiError({ kind: 'server', httpStatus: 404, codeStatus: 612 });
        return found;
      }),
  };
}
