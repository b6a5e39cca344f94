import type { FastifyReply } from 'fastify';
import type { UserRow } from '../../../auth/currentUser.ts';
import type { PlatformContext } from '../../../context.ts';
import { failure } from '../../../envelope.ts';
import { bannedProviders, isGameBanned } from '../access.ts';
import type { GameRow } from '../catalogue/games.ts';
import { languageOf } from '../../../lang.ts';
import { createGameSession } from '../play/sessions.ts';

/** The spec's message for a game that cannot be opened (section 8). */
export const cannotOpenGame = 'No se puede abrir la ranura';

export interface Launch {
  url: string;
  expiresAt: string;
}

/**
 * Opens a demo game session for a player and returns its URL (the platform's demo game page),
 * or answers the refusal and returns undefined: 404 for an unknown game, 403 for a banned
 * provider, 400 for a game that cannot run (flash).
 */
export function launchGame(
  context: PlatformContext,
  reply: FastifyReply,
  user: UserRow,
  game: GameRow | undefined,
  options: { lang?: string; isDesktop?: boolean },
): Launch | undefined {
  if (!game) {
    void reply.code(404).send(failure('Game not found', 404));
    return undefined;
  }
  if (isGameBanned(game, bannedProviders(context, user.id))) {
    void reply.code(403).send(failure('Provider is not available', 403));
    return undefined;
  }
  if (game.format !== 'html5') {
    void reply.code(400).send(failure(cannotOpenGame, 400));
    return undefined;
  }
  const session = createGameSession(context.database, {
    userId: user.id,
    gameId: game.id,
    lang: languageOf(options.lang ?? user.lang),
    isDesktop: options.isDesktop ?? false,
    at: context.clock.now(),
  });
  return { url: session.url, expiresAt: session.expiresAt };
}

/** Query parameter schemas the provider calls share. */
export const languageParameter = { type: 'string', maxLength: 10 } as const;
export const gameIdParameter = { type: 'string', minLength: 1, maxLength: 60 } as const;
