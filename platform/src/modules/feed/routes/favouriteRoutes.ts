import type { FastifyPluginCallback } from 'fastify';
import { requirePlayer, requireUser } from '../../../auth/currentUser.ts';
import type { PlatformContext } from '../../../context.ts';
import { failure, success } from '../../../envelope.ts';
import { eventNotFound, idProperty } from './http.ts';

interface FavouriteRow {
  id: number;
  user_id: number;
  event_id: number;
  event_date: string;
  event_name: string;
  type: string;
  status: number | null;
}

/** A favourite as the spec has it: data {eventDate, ID, name, type}, ID, isActive, user. */
function favouriteOf(row: FavouriteRow) {
  return {
    ID: row.id,
    data: {
      eventDate: row.event_date,
      ID: row.event_id,
      name: row.event_name,
      type: JSON.parse(row.type) as string | number,
    },
    // Active while the event can still be bet (line or live); finished events stay listed.
    isActive: row.status === 0 || row.status === 1,
    user: row.user_id,
  };
}

const addSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['event_id'],
    properties: {
      event_id: idProperty,
      event_date: { type: 'string', maxLength: 40 },
      event_name: { type: 'string', maxLength: 200 },
      type: {
        anyOf: [
          { type: 'integer', minimum: 0, maximum: 1000 },
          { type: 'string', maxLength: 20 },
        ],
      },
    },
  },
} as const;

const deleteSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['id'],
    properties: { id: idProperty },
  },
} as const;

/** Favourite events of the signed-in player (guests get 401, code 1). */
export function favouriteRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  // Sorted by the event's real start (the date the client sent is only echoed back).
  const list = database.prepare(
    `SELECT f.id, f.user_id, f.event_id, f.event_date, f.event_name, f.type, e.status
     FROM feed_favorites f LEFT JOIN feed_events e ON e.id = f.event_id
     WHERE f.user_id = ? ORDER BY COALESCE(e.starts_at, f.event_date), f.id`,
  );
  const eventOf = database.prepare(
    'SELECT id, team1, team2, starts_at, status FROM feed_events WHERE id = ?',
  );
  const insert = database.prepare(
    `INSERT INTO feed_favorites (user_id, event_id, event_date, event_name, type, created_at)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, event_id) DO NOTHING`,
  );
  const removeById = database.prepare('DELETE FROM feed_favorites WHERE user_id = ? AND id = ?');
  const removeByEvent = database.prepare(
    'DELETE FROM feed_favorites WHERE user_id = ? AND event_id = ?',
  );
  const listOf = (userId: number) => (list.all(userId) as FavouriteRow[]).map(favouriteOf);

  return function register(app, _options, done) {
    app.get('/api/bet/favorites', (request, reply) => {
      const user = requireUser(context, request, reply);
      if (!user) return reply;
      return success(listOf(user.id));
    });

    app.post<{
      Body: { event_id: number; event_date?: string; event_name?: string; type?: string | number };
    }>('/api/bet/favorit/add', { schema: addSchema }, (request, reply) => {
      const user = requirePlayer(context, request, reply);
      if (!user) return reply;
      const body = request.body;
      const event = eventOf.get(body.event_id) as
        { team1: string; team2: string; starts_at: string; status: number } | undefined;
      if (!event) return eventNotFound(reply);
      insert.run(
        user.id,
        body.event_id,
        body.event_date ?? event.starts_at,
        body.event_name ?? `${event.team1} - ${event.team2}`,
        JSON.stringify(body.type ?? (event.status === 1 ? 'live' : 'line')),
        context.clock.now().toISOString(),
      );
      return success(listOf(user.id));
    });

    app.delete<{ Body: { id: number } }>(
      '/api/bet/favorit/del',
      { schema: deleteSchema },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        // The favourite's ID, or (as the star on an event row knows only that) the event's id.
        const removed =
          removeById.run(user.id, request.body.id).changes ||
          removeByEvent.run(user.id, request.body.id).changes;
        if (!removed) return reply.code(404).send(failure('Favourite not found', 404));
        return success(listOf(user.id));
      },
    );
    done();
  };
}
