import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { success } from '../../../envelope.ts';
import { createGameSession } from '../shared/gameSessions.ts';
import { refusedCode, requireProviderPlayer } from '../shared/guards.ts';
import { shortLanguage } from '../shared/language.ts';
import { betRadarMerchant, virtualSportsGames } from './catalogue.ts';

interface SessionBody {
  page_code: string;
  arg: 0 | 1;
}

const listSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { merchant: { type: 'string', minLength: 1, maxLength: 40 } },
  },
} as const;

const sessionSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['page_code', 'arg'],
    properties: {
      page_code: { type: 'string', minLength: 1, maxLength: 60 },
      // The second argument of the session start: 1 = mobile (what the app sends), 0 = desktop.
      arg: { type: 'integer', enum: [0, 1] },
    },
  },
} as const;

/** The virtual-sports provider (bet-radar): raw game list with a merchant filter, session start. */
export function betRadarRoutes(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    app.get<{ Querystring: { merchant?: string } }>(
      '/api/betradar/games',
      { schema: listSchema },
      (request, reply) => {
        const user = requireProviderPlayer(context, request, reply, 'betradar');
        if (!user) return reply;
        const merchant = request.query.merchant?.toLowerCase();
        return success(
          merchant === undefined
            ? virtualSportsGames
            : virtualSportsGames.filter((game) => game.MerchantName.toLowerCase() === merchant),
        );
      },
    );

    app.post<{ Body: SessionBody }>(
      '/api/betradar/session',
      { schema: sessionSchema },
      (request, reply) => {
        const user = requireProviderPlayer(context, request, reply, 'betradar');
        if (!user) return reply;
        // Only the platform's own merchant's games can be started here.
        const game = virtualSportsGames.find(
          (candidate) =>
            candidate.PageCode === request.body.page_code &&
            candidate.MerchantName === betRadarMerchant,
        );
        if (!game) {
          return reply.code(404).send({
            success: false,
            data: [],
            errorMessage: 'Unknown game',
            codeStatus: refusedCode,
          });
        }
        const session = createGameSession(context, {
          provider: 'betradar',
          userId: user.id,
          gameId: game.PageCode,
          platform: request.body.arg === 1 ? 'mobile' : 'desktop',
          lang: shortLanguage(user.lang),
        });
        return success({ game_url: `/demo/bet-radar/?session=${session.id}` });
      },
    );
    done();
  };
}
