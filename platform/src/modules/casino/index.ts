import type { PlatformContext } from '../../context.ts';
import { everyTick } from '../../ticks.ts';
import type { PlatformModule } from '../types.ts';
import { seedGames } from './catalogue/seedGames.ts';
import { favoriteRoutes } from './favorites/favoriteRoutes.ts';
import { historyRoutes } from './history/historyRoutes.ts';
import { seedHistory } from './history/seedHistory.ts';
import { jackpotRoutes } from './jackpots/jackpotRoutes.ts';
import { seedJackpots } from './jackpots/jackpots.ts';
import { tickJackpots } from './jackpots/jackpotTick.ts';
import { lobbyRoutes } from './lobby/lobbyRoutes.ts';
import { thumbRoutes } from './lobby/thumbRoutes.ts';
import { demoRoutes } from './play/demoRoutes.ts';
import { evolutionRoutes } from './providers/evolutionRoutes.ts';
import { outcomeRoutes } from './providers/outcomeRoutes.ts';
import { pragmaticRoutes } from './providers/pragmaticRoutes.ts';
import { sessionRoutes } from './providers/sessionRoutes.ts';
import { universalRaceRoutes } from './providers/universalRaceRoutes.ts';

export {
  currencyJackpotRows,
  jackpotsForBalance,
  jackpotTimer,
  jackpotView,
  wonJackpotViews,
  type JackpotRow,
} from './jackpots/jackpots.ts';

/** How often the simulated casino floor moves the jackpots. */
export const jackpotTickMs = 5000;

/** Background work of the casino, one step: tests call it after moving the clock. */
export function tick(context: PlatformContext): void {
  tickJackpots(context);
}

/**
 * Casino: the game catalogue and lobby, provider calls (outcome, evolution, pragmatic, universal
 * race, generic session), the demo game page and its spins, slots history, favourites, jackpots.
 */
export const casinoModule: PlatformModule = {
  name: 'casino',
  seed(context) {
    seedGames(context);
    seedJackpots(context);
    seedHistory(context);
  },
  routes: (context) => (app, _options, done) => {
    for (const routes of [
      lobbyRoutes,
      thumbRoutes,
      outcomeRoutes,
      evolutionRoutes,
      pragmaticRoutes,
      universalRaceRoutes,
      sessionRoutes,
      demoRoutes,
      historyRoutes,
      favoriteRoutes,
      jackpotRoutes,
    ]) {
      void app.register(routes(context));
    }
    done();
  },
  start: (context) => everyTick('casino', jackpotTickMs, () => tick(context)),
};
