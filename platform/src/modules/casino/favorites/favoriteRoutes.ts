import type { FastifyPluginCallback } from 'fastify';
import { requirePlayer, requireUser } from '../../../auth/currentUser.ts';
import type { PlatformContext } from '../../../context.ts';
import type { PlatformDatabase } from '../../../db/database.ts';
import { failure, success } from '../../../envelope.ts';
import { type GameRow, type SlotGame, slotGameOf } from '../catalogue/games.ts';
import { languageOf } from '../../../lang.ts';

/** A player keeps at most this many favourites. */
export const maxFavorites = 200;

/** The spec's favourite key: id, gameId, provider and gameName joined with '_'. */
export const favoriteKey = (slot: Pick<SlotGame, 'id' | 'gameId' | 'provider' | 'gameName'>) =>
  [slot.id, slot.gameId, slot.provider, slot.gameName].join('_');

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const nullableText = { anyOf: [text(500), { type: 'null' }] } as const;

// The slot object as the lists return it; only id must be there, the rest is checked if sent.
const slotSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    gameId: { anyOf: [text(60), { type: 'integer' }] },
    description: text(1000),
    gameName: text(200),
    provider: text(60),
    routeProvider: text(40),
    imageUrl: text(500),
    tab: { type: 'array', maxItems: 20, items: text(40) },
    format: text(20),
    system: text(40),
    technologyId: nullableText,
    isLiveGame: { type: 'boolean' },
    isDefault: { type: 'boolean' },
    path: nullableText,
    billing: nullableText,
  },
} as const;

function favoriteMap(database: PlatformDatabase, userId: number, lang: string | undefined) {
  const rows = database
    .prepare(
      `SELECT g.* FROM casino_favorites f JOIN casino_games g ON g.id = f.game_id
       WHERE f.user_id = ? ORDER BY f.created_at, g.id`,
    )
    .all(userId) as GameRow[];
  const language = languageOf(lang);
  const favorites: Record<string, SlotGame> = {};
  for (const row of rows) {
    const slot = slotGameOf(row, language, true);
    favorites[favoriteKey(slot)] = slot;
  }
  return { favorite_slots: favorites };
}

/** Favourite slots under /api/favorite_slots: add, remove, get_list. Signed-in users only. */
export function favoriteRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  return function register(app, _options, done) {
    app.get<{ Querystring: { lang?: string } }>(
      '/api/favorite_slots/get_list',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { lang: text(10) },
          },
        },
      },
      (request, reply) => {
        const user = requireUser(context, request, reply);
        if (!user) return reply;
        return success(favoriteMap(database, user.id, request.query.lang ?? user.lang));
      },
    );

    app.post<{ Body: { slot: { id: number; gameId?: string | number }; lang?: string } }>(
      '/api/favorite_slots/add',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['slot'],
            properties: { slot: slotSchema, lang: text(10) },
          },
        },
      },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        const { slot } = request.body;
        const game = database
          .prepare('SELECT * FROM casino_games WHERE id = ? AND in_lobby = 1')
          .get(slot.id) as GameRow | undefined;
        if (!game || (slot.gameId !== undefined && String(slot.gameId) !== game.game_id)) {
          return reply.code(404).send(failure('Slot not found', 404));
        }
        const { count } = database
          .prepare('SELECT COUNT(*) AS count FROM casino_favorites WHERE user_id = ?')
          .get(user.id) as { count: number };
        if (count >= maxFavorites) {
          return reply.code(400).send(failure(`At most ${maxFavorites} favourite slots`, 400));
        }
        database
          .prepare(
            'INSERT OR IGNORE INTO casino_favorites (user_id, game_id, created_at) VALUES (?, ?, ?)',
          )
          .run(user.id, game.id, context.clock.now().toISOString());
        return success(favoriteMap(database, user.id, request.body.lang ?? user.lang));
      },
    );

    app.post<{ Body: { id: number | string; lang?: string } }>(
      '/api/favorite_slots/remove',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['id'],
            properties: {
              // The slot's id, or its favourite key.
              id: { anyOf: [{ type: 'integer', minimum: 1 }, text(400)] },
              lang: text(10),
            },
          },
        },
      },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        const { id } = request.body;
        const gameId = typeof id === 'number' ? id : Number(/^\d+/.exec(id)?.[0] ?? 0);
        const { changes } = database
          .prepare('DELETE FROM casino_favorites WHERE user_id = ? AND game_id = ?')
          .run(user.id, gameId);
        if (changes === 0) {
          return reply.code(404).send(failure('Slot is not a favourite', 404));
        }
        return success(favoriteMap(database, user.id, request.body.lang ?? user.lang));
      },
    );
    done();
  };
}
