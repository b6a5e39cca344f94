import type { PlatformModule } from '../types.ts';
import { inbetPages } from './inbet/page.ts';
import { inbetRoutes } from './inbet/routes.ts';
import { liveCasinoRoutes } from './liveTables/liveCasinoRoutes.ts';
import { liveTablePages } from './liveTables/page.ts';
import { liveTableRoutes } from './liveTables/routes.ts';
import { stylesheetRoute } from './shared/style.ts';
import { bcPages } from './sportsbook/bcPage.ts';
import { bcRoutes } from './sportsbook/bcRoutes.ts';
import { digitainRoutes } from './sportsbook/digitainRoutes.ts';
import { digsportPages } from './sportsbook/digsportPage.ts';
import { seedSportsbookBets } from './sportsbook/seed.ts';
import { tvbetPages } from './tvbet/page.ts';
import { tvbetRoutes } from './tvbet/routes.ts';
import { twentyOnePages } from './twentyOne/page.ts';
import { twentyOneRoutes } from './twentyOne/routes.ts';
import { betRadarRoutes } from './virtual/betRadarRoutes.ts';
import { goldenRaceRoutes } from './virtual/goldenRaceRoutes.ts';
import { virtualPages } from './virtual/pages.ts';

/**
 * Integrations: embedded sportsbooks (bc, digitain), TV-bet, live tables, virtual games, twenty-one
 * and inbet. The platform plays each third-party provider itself: it issues the tokens and serves
 * small demo pages under /demo that check them (see README.md).
 */
export const integrationsModule: PlatformModule = {
  name: 'integrations',
  seed: seedSportsbookBets,
  routes: (context) => (app, _options, done) => {
    for (const routes of [
      stylesheetRoute(),
      bcRoutes(context),
      bcPages(context),
      digitainRoutes(context),
      digsportPages(context),
      tvbetRoutes(context),
      tvbetPages(context),
      liveTableRoutes(context),
      liveCasinoRoutes(context),
      liveTablePages(context),
      goldenRaceRoutes(context),
      betRadarRoutes(context),
      virtualPages(context),
      twentyOneRoutes(context),
      twentyOnePages(context),
      inbetRoutes(context),
      inbetPages(),
    ]) {
      void app.register(routes);
    }
    done();
  },
};
