import type { FastifyPluginCallback } from 'fastify';
import { requireUser } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { success } from '../../envelope.ts';

/**
 * GET /api/user/blocklist: the providers banned for the signed-in player, the brand's bans
 * joined with the player's own (`user_banned_providers`). Visitors may not fetch it (spec 6).
 */
export function blocklistRoutes(context: PlatformContext): FastifyPluginCallback {
  const userBans = context.database.prepare(
    'SELECT provider FROM user_banned_providers WHERE user_id = ? ORDER BY provider',
  );
  return function register(app, _options, done) {
    app.get('/api/user/blocklist', async (request, reply) => {
      const user = requireUser(context, request, reply);
      if (!user) return reply;
      const own = (userBans.all(user.id) as Array<{ provider: string }>).map((row) => row.provider);
      return success([...new Set([...context.brand.bannedProviders, ...own])]);
    });
    done();
  };
}
