import { liveBrand } from '../../brandFile.ts';
import { devOnlyRoutes } from '../../devEndpoints.ts';
import { failure, success } from '../../envelope.ts';
import type { PlatformModule } from '../types.ts';
import { checkClockMove, maxClockLeadMs, type ClockMove } from './clockMoves.ts';

/**
 * Demo conveniences under /api/dev (on with PLATFORM_DEV_ENDPOINTS=1, loopback callers only):
 * read and move the platform clock, so a tester can reach a Wednesday or settle events without
 * waiting; and, for operators, the brand as served and the problems of a refused edit (players
 * never see those: they get the last good version).
 */
export const devModule: PlatformModule = {
  name: 'dev',
  routes: (context) =>
    devOnlyRoutes(context, (app) => {
      const clockState = () =>
        success({ now: context.clock.now().toISOString(), speed: context.clock.speed });
      app.get('/api/dev/clock', clockState);
      app.get('/api/dev/brand', () => {
        const brand = liveBrand(context.brand.id);
        const { version, hash, publishedAt } = brand.current();
        return success({
          id: brand.id,
          version,
          hash,
          publishedAt,
          sourceProblems: brand.sourceProblems(),
        });
      });
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
