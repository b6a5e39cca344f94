import type { FastifyPluginCallback } from 'fastify';
import { requirePlayer, requireUser } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import {
  addToBasket,
  basketItems,
  basketView,
  clearBasket,
  maxBasketBets,
  removeFromBasket,
  setBetslipType,
} from './basket.ts';
import { betCodes, betMessages } from './codes.ts';
import {
  eventStatus,
  missingOddEventIds,
  oddAvailability,
  readEventStatuses,
  readFeedOdds,
} from './feedState.ts';

const oddId = { type: 'string', minLength: 3, maxLength: 100, pattern: '^\\d+_[0-9A-Za-z.\\-]+$' };
const name = { type: 'string', maxLength: 200 };

const addSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'coef'],
    properties: {
      id: oddId,
      coef: { type: 'number', minimum: 1, maximum: 100000 },
      sportName: name,
      countryName: name,
      champName: name,
      marketName: name,
      betName: name,
      p1: name,
      p2: name,
    },
  },
};

interface AddBody {
  id: string;
  coef: number;
  sportName?: string;
  countryName?: string;
  champName?: string;
  marketName?: string;
  betName?: string;
  p1?: string;
  p2?: string;
}

/** The server-side bet slip (POST/GET/PUT /api/basket, ClearBetslip, ChangeBetslipType). */
export function basketRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database, clock } = context;

  return function register(app, _options, done) {
    app.get('/api/basket', (request, reply) => {
      const user = requireUser(context, request, reply);
      if (!user) return reply;
      return success(basketView(database, user.id, clock.nowMs()));
    });

    app.post<{ Body: AddBody }>('/api/basket', { schema: addSchema }, (request, reply) => {
      const user = requirePlayer(context, request, reply);
      if (!user) return reply;
      const body = request.body;
      const odd = readFeedOdds(database, [body.id]).get(body.id);
      if (!odd) {
        const statuses = readEventStatuses(database, missingOddEventIds([body.id], new Map()));
        const { code } = oddAvailability(body.id, undefined, statuses, clock.nowMs(), true);
        return reply.send(failure(betMessages[code], code));
      }
      const now = clock.now();
      const action = database.transaction(() => {
        const isNew = !basketItems(database, user.id).some((item) => item.odd_id === body.id);
        if (isNew && basketItems(database, user.id).length >= maxBasketBets) return undefined;
        return addToBasket(
          database,
          user.id,
          { id: body.id, coef: body.coef, live: odd.eventStatus === eventStatus.live },
          {
            sportName: body.sportName ?? '',
            countryName: body.countryName ?? '',
            champName: body.champName ?? '',
            marketName: body.marketName ?? '',
            betName: body.betName ?? '',
            p1: body.p1 ?? odd.team1,
            p2: body.p2 ?? odd.team2,
          },
          now,
        );
      })();
      if (!action) {
        const code = betCodes.invalidExpressSize;
        return reply.send(failure(`A bet slip holds at most ${maxBasketBets} bets`, code));
      }
      return success({ action, ...basketView(database, user.id, clock.nowMs()) });
    });

    app.put<{ Body: { bet_id: string } }>(
      '/api/basket',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['bet_id'],
            properties: { bet_id: { type: 'string', minLength: 1, maxLength: 100 } },
          },
        },
      },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        database.transaction(() => {
          removeFromBasket(database, user.id, request.body.bet_id, clock.now());
        })();
        return success(basketView(database, user.id, clock.nowMs()));
      },
    );

    app.post('/api/feed/ClearBetslip', (request, reply) => {
      const user = requirePlayer(context, request, reply);
      if (!user) return reply;
      database.transaction(() => clearBasket(database, user.id, clock.now()))();
      return success(basketView(database, user.id, clock.nowMs()));
    });

    app.post<{ Body: { betslipType: number } }>(
      '/api/feed/ChangeBetslipType',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['betslipType'],
            properties: { betslipType: { type: 'integer', enum: [0, 1, 2] } },
          },
        },
      },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        setBetslipType(database, user.id, request.body.betslipType, clock.now());
        return success(basketView(database, user.id, clock.nowMs()));
      },
    );

    done();
  };
}
