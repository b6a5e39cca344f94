import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { success } from '../../envelope.ts';
import { betCodes, betMessages } from './codes.ts';
import {
  eventStatus,
  missingOddEventIds,
  oddAvailability,
  readEventStatuses,
  readFeedOdds,
  scoreOf,
} from './feedState.ts';
import { languageOf } from '../../lang.ts';
import { outcomeName } from './names.ts';

/** Comma-separated odd ids of a query (`betIds=a,b`), without blanks and duplicates. */
export function oddIdList(text: string | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

export const betIdsQuery = {
  type: 'string',
  maxLength: 4000,
  pattern: '^[0-9A-Za-z_.,\\- ]*$',
};

/**
 * GET /api/feed/bets?betIds=a,b[&lang]: the current state of odds by id, to refresh a slip. Open
 * to guests: a guest's slip lives in the app's local storage. Odds carry the feed's own field
 * names (c rate, p size, b blocked, t type), plus why an odd cannot be bet.
 */
export function feedBetsRoute(context: PlatformContext): FastifyPluginCallback {
  const { database, clock } = context;

  return function register(app, _options, done) {
    app.get<{ Querystring: { betIds?: string; lang?: string } }>(
      '/api/feed/bets',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { betIds: betIdsQuery, lang: { type: 'string', maxLength: 10 } },
          },
        },
      },
      (request) => {
        const language = languageOf(request.query.lang);
        const ids = oddIdList(request.query.betIds).slice(0, 100);
        const odds = readFeedOdds(database, ids);
        const statuses = readEventStatuses(database, missingOddEventIds(ids, odds));
        return success(
          ids.map((id) => {
            const odd = odds.get(id);
            const { code, eventId } = oddAvailability(id, odd, statuses, clock.nowMs(), false);
            return {
              id,
              name: odd ? outcomeName(odd.type, odd.size, language) : null,
              t: odd?.type ?? null,
              c: odd?.rate ?? null,
              p: odd?.size ?? null,
              // Whether the odd can be bet now: blocked, stopped, finished and missing odds are.
              b: code !== betCodes.ok,
              eventId: eventId ?? null,
              eventStatus: odd?.eventStatus ?? null,
              isLive: odd?.eventStatus === eventStatus.live,
              teams: odd ? `${odd.team1} - ${odd.team2}` : null,
              score: odd ? scoreOf(odd) : null,
              status: code === betCodes.ok ? 'OK' : 'Error',
              errorCode: code,
              errorMessage: code === betCodes.ok ? null : betMessages[code],
            };
          }),
        );
      },
    );
    done();
  };
}
