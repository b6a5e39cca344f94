import { accountFeature } from '../features/account/index.ts';
import { authFeature } from '../features/auth/index.ts';
import { betHistoryFeature } from '../features/bet-history/index.ts';
import { betslipFeature } from '../features/betslip/index.ts';
import { freeBetsFeature, promotionsFeature } from '../features/campaigns/index.ts';
import {
  casinoFeature,
  crashGamesFeature,
  liveCasinoFeature,
  virtualGamesFeature,
} from '../features/casino/index.ts';
import {
  contactsFeature,
  contentFeature,
  downloadAppFeature,
  flatPagesFeature,
} from '../features/content/index.ts';
import { infoModalsFeature } from '../features/infoModals/index.ts';
import { paymentsFeature } from '../features/payments/index.ts';
import {
  esportsFeature,
  liveFeature,
  resultsFeature,
  sportsFeature,
  totoFeature,
} from '../features/sports/index.ts';
import { embeddedSportsbooksFeature } from '../features/sportsbooks/index.ts';
import { tvBetFeature } from '../features/tvBet/index.ts';
import { uiKitFeature } from '../features/uiKit/index.ts';
import type { FeatureModule } from '../features/core/featureModule.ts';

/**
 * Every feature module the host assembles. Descriptors only point at lazy chunks; the list itself
 * arrives as one chunk at boot (featureRegistry.ts), and a feature's screens, locales and shell
 * pieces load when first needed.
 */
export const featureModules: readonly FeatureModule[] = [
  contentFeature,
  casinoFeature,
  crashGamesFeature,
  liveCasinoFeature,
  authFeature,
  accountFeature,
  paymentsFeature,
  sportsFeature,
  liveFeature,
  esportsFeature,
  resultsFeature,
  totoFeature,
  betHistoryFeature,
  betslipFeature,
  freeBetsFeature,
  promotionsFeature,
  flatPagesFeature,
  contactsFeature,
  downloadAppFeature,
  infoModalsFeature,
  embeddedSportsbooksFeature,
  tvBetFeature,
  virtualGamesFeature,
  uiKitFeature,
];
