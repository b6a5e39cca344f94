import { success } from '../../envelope.ts';
import type { PlatformModule } from '../types.ts';

/**
 * Demo conveniences under /api/dev (off with PLATFORM_DEV_ENDPOINTS=0): read and move the
 * platform clock, so a tester can reach a Wednesday or settle events without waiting.
 */
export const devModule: PlatformModule = {
  name: 'dev',
  routes: (context) => (app, _options, done) => {
    if (!context.devEndpoints) return done();
    app.get('/api/dev/clock', () =>
      success({ now: context.clock.now().toISOString(), speed: context.clock.speed }),
    );
    app.post<{ Body: { set?: string; advanceMs?: number } }>(
      '/api/dev/clock',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            properties: {
              set: { type: 'string', format: 'date-time' },
              advanceMs: { type: 'integer', minimum: 0 },
            },
          },
        },
      },
      (request) => {
        if (request.body.set) context.clock.set(request.body.set);
        if (request.body.advanceMs) context.clock.advance(request.body.advanceMs);
        return success({ now: context.clock.now().toISOString(), speed: context.clock.speed });
      },
    );
    done();
  },
};
