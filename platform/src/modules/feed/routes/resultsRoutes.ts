import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { requestLanguage, type Language } from '../language.ts';
import { headerOf } from '../read/items.ts';
import { byPriority, sportTree } from '../read/maps.ts';
import { anyEvent } from '../read/queries.ts';
import { feedRuntime, type FeedRuntime } from '../runtime.ts';
import { sportAndGame } from './filters.ts';
import { dayMs, parseResultDay } from './dates.ts';
import {
  badRequest,
  cachedSuccess,
  langProperty,
  optionalIdProperty,
  segmentProperty,
  sendCached,
} from './http.ts';
import { langOnlyQuery } from '../../../querySchemas.ts';

const base = '/api/bs2/remote/api/results/:x';
/** The longest range one results call may cover. */
const maximumDays = 62;

interface ResultParams {
  x: string;
  id: number;
  from: string;
  to: string;
}

const schema = {
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['x', 'id', 'from', 'to'],
    properties: {
      x: segmentProperty,
      id: optionalIdProperty,
      from: { type: 'string', pattern: '^[0-9]{8}$' },
      to: { type: 'string', pattern: '^[0-9]{8}$' },
    },
  },
  querystring: langOnlyQuery(langProperty),
} as const;

/** 'DDMMYYYY' days, both included, as an ISO range; or a message. */
function rangeOf(params: ResultParams): { from: string; to: string } | string {
  const from = parseResultDay(params.from);
  const to = parseResultDay(params.to);
  if (from === null || to === null) return 'Dates must be real days written DDMMYYYY';
  if (to < from) return 'The range ends before it starts';
  if ((to - from) / dayMs >= maximumDays) return `A range covers at most ${maximumDays} days`;
  return { from: new Date(from).toISOString(), to: new Date(to + dayMs - 1).toISOString() };
}

type Answer = (
  runtime: FeedRuntime,
  id: number,
  range: { from: string; to: string },
  language: Language,
) => unknown;

/** Sports with results (id 0 = all, else that sport). */
const sportsAnswer: Answer = (runtime, id, range, language) =>
  sportTree(
    runtime,
    { status: 2, sportId: sportAndGame(id || undefined, undefined).sportId, ...range },
    language,
  ).map(({ id: sportId, name, priority, count }) => ({ id: sportId, name, priority, count }));

/** Tourneys with results of a sport (0 = all), ordered by country then tourney priority. */
const tournamentsAnswer: Answer = (runtime, id, range, language) => {
  const sports = sportTree(
    runtime,
    { status: 2, sportId: sportAndGame(id || undefined, undefined).sportId, ...range },
    language,
  );
  return sports.flatMap((sport) =>
    sport.countries.flatMap((country) =>
      byPriority(country.tourneys).map((tourney) => ({
        ...tourney,
        sportId: sport.id,
      })),
    ),
  );
};

/** Finished events of a tourney, oldest first. */
const gamesAnswer: Answer = (runtime, id, range, language) => {
  const catalog = runtime.catalog();
  return runtime.queries
    .events({ ...anyEvent(2), tourneyId: id || null, ...range })
    .map((event) => {
      const header = headerOf(event, catalog, language);
      return {
        id: header.id,
        startDate: header.startDate,
        team1: header.team1,
        team2: header.team2,
        score: header.score,
        periodScore: header.periodScore,
        sportId: header.sportId,
        sportName: header.sportName,
        champId: header.champId,
        champName: header.champName,
        countryId: header.countryId,
        countryName: header.countryName,
      };
    });
};

interface Route {
  Params: ResultParams;
  Querystring: { lang?: string };
}

/** Results: sports, tournaments and games (also at `.../results/...`) over a range of days. */
export function resultsRoutes(context: PlatformContext): FastifyPluginCallback {
  const runtime = feedRuntime(context);
  const answer =
    (name: string, build: Answer) => (request: FastifyRequest<Route>, reply: FastifyReply) => {
      const range = rangeOf(request.params);
      if (typeof range === 'string') return badRequest(reply, range);
      const language = requestLanguage(request.query.lang, request.params.x);
      const key = `results-${name}:${request.params.id}:${range.from}:${range.to}:${language}`;
      return sendCached(
        request,
        reply,
        cachedSuccess(runtime, key, () => build(runtime, request.params.id, range, language)),
      );
    };
  return function register(app, _options, done) {
    app.get<Route>(`${base}/sports/:id/:from/:to`, { schema }, answer('sports', sportsAnswer));
    app.get<Route>(
      `${base}/tournaments/:id/:from/:to`,
      { schema },
      answer('tournaments', tournamentsAnswer),
    );
    app.get<Route>(`${base}/games/:id/:from/:to`, { schema }, answer('games', gamesAnswer));
    app.get<Route>(`${base}/results/:id/:from/:to`, { schema }, answer('games', gamesAnswer));
    done();
  };
}
