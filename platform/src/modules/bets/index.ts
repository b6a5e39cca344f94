import { everyTick } from '../../ticks.ts';
import type { PlatformModule } from '../types.ts';
import { basketRoutes } from './basketRoutes.ts';
import { cashoutRoutes } from './cashoutRoutes.ts';
import { feedBetsRoute } from './feedBetsRoute.ts';
import { historyRoutes } from './historyRoutes.ts';
import { limitsRoutes } from './limitsRoutes.ts';
import { placementRoutes } from './placementRoutes.ts';
import { seedBets } from './seed.ts';
import { settle } from './settlement.ts';

/** The free-bet campaign's turnover: stakes of coupons settled won or lost. */
export { settledTurnover, type PlayerTurnover } from './turnover.ts';

/** How often running coupons are checked against the feed's results. */
export const settlementIntervalMs = 3000;

/**
 * Bets (sports spec, sections 3-5, 7-9): bet slip, limits, placement with idempotency,
 * settlement, coupon history and cash-out. README.md documents every call.
 */
export const betsModule: PlatformModule = {
  name: 'bets',
  seed: seedBets,
  routes: (context) => (app, _options, done) => {
    void app.register(basketRoutes(context));
    void app.register(feedBetsRoute(context));
    void app.register(limitsRoutes(context));
    void app.register(placementRoutes(context));
    void app.register(historyRoutes(context));
    void app.register(cashoutRoutes(context));
    done();
  },
  start: (context) =>
    everyTick('bets', settlementIntervalMs, () => {
      // The feed may have been empty at seed time: the demo coupons follow once it has odds.
      seedBets(context);
      settle(context);
    }),
};
