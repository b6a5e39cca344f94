import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { success } from '../../../envelope.ts';
import { noQuery, requireProviderPlayer } from '../shared/guards.ts';
import { issueToken } from '../shared/tokens.ts';
import { appRequestOnly } from '../../../auth/appRequest.ts';

/** The TV-bet client id of a deployment: the frame URL carries it next to the token. */
export const tvbetClientId = (brandId: string): string => `demo-${brandId}`;

/** GET /api/tvbet/GenToken: the auth token the /tv-bet page puts in the frame URL. */
export function tvbetRoutes(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    app.get(
      '/api/tvbet/GenToken',
      { schema: noQuery, preHandler: appRequestOnly },
      (request, reply) => {
        const user = requireProviderPlayer(context, request, reply, 'tvbet');
        if (!user) return reply;
        const { token, expiresAt } = issueToken(context, 'tvbet', user.id);
        return success({
          token,
          client_id: tvbetClientId(context.brand.id),
          expires_at: expiresAt,
        });
      },
    );
    done();
  };
}
