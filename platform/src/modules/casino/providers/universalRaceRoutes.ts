import type { FastifyPluginCallback } from 'fastify';
import { requireGambler } from '../../responsibleGaming/index.ts';
import type { PlatformContext } from '../../../context.ts';
import { success } from '../../../envelope.ts';
import { gameByProviderId } from '../catalogue/games.ts';
import { languageParameter, launchGame } from './launch.ts';
import { langOnlyQuery } from '../../../querySchemas.ts';
import { appRequestOnly } from '../../../auth/appRequest.ts';

/** The horse-race game: GET /api/universalrace/login returns its game_url. */
export function universalRaceRoutes(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    app.get<{ Querystring: { lang?: string } }>(
      '/api/universalrace/login',
      {
        preHandler: appRequestOnly,
        schema: {
          querystring: langOnlyQuery(languageParameter),
        },
      },
      (request, reply) => {
        const user = requireGambler(context, request, reply);
        if (!user) return reply;
        const game = gameByProviderId(context.database, 'universal-race', 'universalrace');
        const launch = launchGame(context, reply, user, game, { lang: request.query.lang });
        return launch ? success({ game_url: launch.url, expires_at: launch.expiresAt }) : reply;
      },
    );
    done();
  };
}
