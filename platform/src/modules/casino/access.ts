import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, refusePlayer, type UserRow } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import type { GameRow } from './catalogue/games.ts';

/**
 * Who may read a game list: guests browse the lobby (spec, section 6: browsing is open), a
 * signed-in player (role 0) too; any other signed-in role gets the 404 refusal. Answers the
 * refusal itself and returns undefined then.
 */
export function gameListAccess(
  context: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
): { user: UserRow | undefined } | undefined {
  const user = currentUser(context, request);
  if (user && user.role !== 0) {
    // The spec's refusal of a game list to a signed-in non-player (section 6): 404, empty.
    refusePlayer(reply, 'not-a-player', 'Game lists are for players only');
    return undefined;
  }
  return { user };
}

/** The brand's banned providers joined with the player's own (as GET /api/user/blocklist). */
export function bannedProviders(context: PlatformContext, userId: number | undefined): string[] {
  const own =
    userId === undefined
      ? []
      : (
          context.database
            .prepare('SELECT provider FROM user_banned_providers WHERE user_id = ?')
            .all(userId) as Array<{ provider: string }>
        ).map((row) => row.provider);
  return [...new Set([...context.brand.bannedProviders, ...own])];
}

/**
 * SQL condition keeping the games no banned name hides: the studio, the launch group
 * (outcome, softgaming-slots, evolution, pragmatic, pragmaticLive, universalrace, inbet), and the
 * spec's umbrella names 'slots' and 'liveCasino'. Binds `@banned`, a JSON array.
 */
export const notBannedSql = `(
  provider NOT IN (SELECT value FROM json_each(@banned))
  AND ban_group NOT IN (SELECT value FROM json_each(@banned))
  AND NOT (is_live_game = 1 AND 'liveCasino' IN (SELECT value FROM json_each(@banned)))
  AND NOT (is_live_game = 0 AND 'slots' IN (SELECT value FROM json_each(@banned))))`;

export function isGameBanned(game: GameRow, banned: readonly string[]): boolean {
  return (
    banned.includes(game.provider) ||
    banned.includes(game.ban_group) ||
    banned.includes(game.is_live_game ? 'liveCasino' : 'slots')
  );
}
