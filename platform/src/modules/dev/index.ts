import { devOnlyRoutes } from '../../devEndpoints.ts';
import { failure, success } from '../../envelope.ts';
import type { PlatformModule } from '../types.ts';
import { checkClockMove, maxClockLeadMs, type ClockMove } from './clockMoves.ts';

/**
 * Demo conveniences under /api/dev (on with PLATFORM_DEV_ENDPOINTS=1, loopback callers only):
 * read and move the platform clock, so a tester can reach a Wednesday or settle events without
 * waiting.
 */
export const devModule: PlatformModule = {
  name: 'dev',
  routes: (context) =>
    devOnlyRoutes(context, (app) => {
      const clockState = () =>
        success({ now: context.clock.now().toISOString(), speed: context.clock.speed });
      app.get('/api/dev/clock', clockState);
      app.post<{ Body: ClockMove }>(
        '/api/dev/clock',
        {
          schema: {
            body: {
              type: 'object',
              additionalProperties: false,
              properties: {
                set: { type: 'string', format: 'date-time' },
                advanceMs: { type: 'integer', minimum: 0, maximum: maxClockLeadMs },
              },
            },
          },
        },
        (request, reply) => {
          const move = checkClockMove(context, request.body);
          if ('problem' in move) return reply.code(400).send(failure(move.problem, 400));
          context.clock.set(move.targetMs);
          return clockState();
        },
      );
    }),
};
