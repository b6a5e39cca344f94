import { everyTick } from '../../ticks.ts';
import type { PlatformModule } from '../types.ts';
import { feedRoutes } from './routes/index.ts';
import { seedFeed } from './seed.ts';
import { tickInSlices } from './sim/tick.ts';
import { canTickInThread, startTickThread } from './thread/tickThread.ts';

/** For other modules' tests: run one simulator step, or drop cached answers after direct writes. */
export { tick as tickFeed } from './sim/tick.ts';
export { invalidateFeedCache } from './runtime.ts';

/** The feed's names, so a bet names its sport, market and odd as the feed does. */
export { knownSportName } from './catalog/sports.ts';
export { knownGroupName, knownOddName } from './model/markets.ts';

/** How often the simulator runs, in real time (the platform clock may run faster). */
const tickIntervalMs = 3000;

/**
 * Feed: sports line and live (a deterministic simulator), search, results, favourites and the
 * football pool (sports-betting spec, sections 2–4, 7 and 9).
 */
export const feedModule: PlatformModule = {
  name: 'feed',
  seed: seedFeed,
  routes: feedRoutes,
  start: (context) => {
    // An in-memory database (tests, tools) cannot be opened by a second connection: it ticks here.
    if (!canTickInThread(context)) {
      return everyTick('feed', tickIntervalMs, (signal) => tickInSlices(context, signal));
    }
    const thread = startTickThread(context);
    const stopTicks = everyTick('feed', tickIntervalMs, (signal) => thread.tick(signal));
    return () => {
      stopTicks();
      void thread.stop();
    };
  },
};
