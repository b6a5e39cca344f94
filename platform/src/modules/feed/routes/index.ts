import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { eventRoutes } from './eventRoutes.ts';
import { favouriteRoutes } from './favouriteRoutes.ts';
import { flagRoutes } from './flagRoutes.ts';
import { lineRoutes } from './lineRoutes.ts';
import { liveRoutes } from './liveRoutes.ts';
import { remoteLineRoutes } from './remoteRoutes.ts';
import { resultsRoutes } from './resultsRoutes.ts';
import { searchRoutes } from './searchRoutes.ts';
import { totoRoutes } from './totoRoutes.ts';

/** Every feed call (sports-betting spec, section 7); README.md documents each. */
export function feedRoutes(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    void app.register(lineRoutes(context));
    void app.register(liveRoutes(context));
    void app.register(eventRoutes(context));
    void app.register(searchRoutes(context));
    void app.register(remoteLineRoutes(context));
    void app.register(resultsRoutes(context));
    void app.register(favouriteRoutes(context));
    void app.register(totoRoutes(context));
    void app.register(flagRoutes());
    done();
  };
}
