import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { nameOf } from '../catalogView.ts';
import { requestLanguage, searchable, type Language } from '../language.ts';
import { countOpenOdds, sortEvents } from '../read/items.ts';
import { itemsOf } from '../read/lists.ts';
import { anyEvent, groupByEvent, likeText, type EventRow } from '../read/queries.ts';
import { feedRuntime, type FeedRuntime } from '../runtime.ts';
import { dayMs, parseSearchDay } from './dates.ts';
import { badRequest, cachedSuccess, langProperty, sendCached } from './http.ts';

/** At most this many hits per search. */
const hitLimit = 100;

/** A search hit in the spec's field names; type is the event status (0 line, 1 live). */
export interface SearchHit {
  countryId: number;
  date: string;
  id: number;
  name: string;
  priceNum: number;
  sportId: number;
  sportName: string | null;
  tournamentName: string | null;
  tournamentId: number;
  type: number;
}

function findEvents(
  runtime: FeedRuntime,
  text: string,
  status: number,
  window: { from: string | null; to: string | null },
  language: Language,
): EventRow[] {
  const events = runtime.queries.events({
    ...anyEvent(status),
    ...window,
    text: likeText(searchable(text.trim())),
  });
  return sortEvents(events, runtime.catalog(), language).slice(0, hitLimit);
}

function hitsOf(
  runtime: FeedRuntime,
  events: readonly EventRow[],
  language: Language,
): SearchHit[] {
  const catalog = runtime.catalog();
  const odds = groupByEvent(runtime.queries.odds(events.map((event) => event.id)));
  return events.map((event) => ({
    countryId: event.country_id,
    date: event.starts_at,
    id: event.id,
    name: `${event.team1} - ${event.team2}`,
    priceNum: countOpenOdds(event, odds.get(event.id) ?? []),
    sportId: event.sport_id,
    sportName: nameOf(catalog.sports, event.sport_id, language),
    tournamentName: nameOf(catalog.tourneys, event.tourney_id, language),
    tournamentId: event.tourney_id,
    type: event.status,
  }));
}

const searchText = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** GET /api/feed/search (hits) and POST /api/remote/SearchFullByCulture (full list items). */
export function searchRoutes(context: PlatformContext): FastifyPluginCallback {
  const runtime = feedRuntime(context);
  return function register(app, _options, done) {
    app.get<{ Querystring: { search: string; isLive?: string; date?: string; lang?: string } }>(
      '/api/feed/search',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            required: ['search'],
            properties: {
              search: searchText,
              isLive: { type: 'string', enum: ['true', 'false', '1', '0'] },
              date: { type: 'string', maxLength: 10 },
              lang: langProperty,
            },
          },
        },
      },
      (request, reply) => {
        const { search, isLive, date, lang } = request.query;
        if (search.trim() === '') return badRequest(reply, 'search is empty');
        const day = date === undefined || date === '' ? undefined : parseSearchDay(date);
        if (day === null) return badRequest(reply, 'date must be YYYY-MM-DD');
        const window =
          day === undefined
            ? { from: null, to: null }
            : { from: new Date(day).toISOString(), to: new Date(day + dayMs - 1).toISOString() };
        const status = isLive === 'true' || isLive === '1' ? 1 : 0;
        const language = requestLanguage(lang);
        const key = `search:${language}:${status}:${window.from}:${search.trim().toLowerCase()}`;
        return sendCached(
          request,
          reply,
          cachedSuccess(runtime, key, () =>
            hitsOf(runtime, findEvents(runtime, search, status, window, language), language),
          ),
        );
      },
    );

    app.post<{ Body: { culture?: string; searchText: string } }>(
      '/api/remote/SearchFullByCulture',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['searchText'],
            properties: { culture: langProperty, searchText },
          },
        },
      },
      (request, reply) => {
        const { culture, searchText: text } = request.body;
        if (text.trim() === '') return badRequest(reply, 'searchText is empty');
        const language = requestLanguage(culture);
        const key = `search-full:${language}:${text.trim().toLowerCase()}`;
        const none = { from: null, to: null };
        return sendCached(
          request,
          reply,
          cachedSuccess(runtime, key, () => {
            const events = [
              ...findEvents(runtime, text, 1, none, language),
              ...findEvents(runtime, text, 0, none, language),
            ].slice(0, hitLimit);
            return itemsOf(runtime, events, language, { scope: 'main' });
          }),
        );
      },
    );
    done();
  };
}
