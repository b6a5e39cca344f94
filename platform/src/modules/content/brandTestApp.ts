import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { createClock } from '../../clock.ts';
import { createContext } from '../../platform.ts';
import { requestsTo, testClockStart, type TestRequests } from '../../testing.ts';
import { contentModule } from './index.ts';

/**
 * Only this module's routes, for another brand, over a fresh in-memory database seeded with the
 * content alone: brand-specific tests need no accounts, feed or casino, which keeps them fast.
 * Full-platform behaviour (envelopes for validation errors, sessions) is tested on the demo brand.
 */
export async function contentAppForBrand(
  brandId: string,
): Promise<TestRequests & { close(): Promise<void> }> {
  const context = createContext({
    brandId,
    databasePath: ':memory:',
    seed: 1,
    clock: createClock({ start: testClockStart, speed: 0 }),
    devEndpoints: false,
  });
  await contentModule.seed?.(context);
  const app = Fastify();
  await app.register(fastifyCookie);
  const routes = contentModule.routes?.(context);
  if (routes) await app.register(routes);
  app.addHook('onClose', () => {
    context.database.close();
  });
  return { ...requestsTo(app), close: () => app.close() };
}
