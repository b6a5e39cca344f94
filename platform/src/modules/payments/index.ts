import type { PlatformContext } from '../../context.ts';
import { everyTick } from '../../ticks.ts';
import type { PlatformModule } from '../types.ts';
import { checkoutRoutes } from './checkoutRoutes.ts';
import { tickFreeBetCampaign } from './freeBetCampaign.ts';
import { freeBetRoutes } from './freeBetRoutes.ts';
import { historyRoutes } from './historyRoutes.ts';
import { expireStalePayments } from './payments.ts';
import { promoRoutes } from './promoRoutes.ts';
import { seedPayments } from './seed.ts';
import { topUpRoutes } from './topUpRoutes.ts';
import { tickWithdrawals } from './withdrawals.ts';
import { withdrawalRoutes } from './withdrawalRoutes.ts';

export { paymentLimitsFor, type PaymentLimits } from './limits.ts';
export {
  earnedFreeBets,
  freeBetAmount,
  isClaimDay,
  maxFreeBetsPerWeek,
  nextClaimDay,
  nextExpiry,
  turnoverPerFreeBet,
  weekStart,
} from './freeBetRules.ts';

/** How often `start` runs the tick, in real milliseconds. */
export const paymentsTickMs = 5000;

/**
 * Everything time moves in this domain, by the platform clock: withdrawals progress, abandoned
 * checkouts are cancelled, and the free-bet campaign awards and expires at its moments.
 */
export function tickPayments(context: PlatformContext) {
  return {
    withdrawals: tickWithdrawals(context).length,
    expiredCheckouts: expireStalePayments(context),
    campaign: tickFreeBetCampaign(context),
  };
}

/** Payments, withdrawals, history, promo codes and the free-bet campaign (spec, section 7). */
export const paymentsModule: PlatformModule = {
  name: 'payments',
  seed: seedPayments,
  routes: (context) => (app, _options, done) => {
    void app.register(topUpRoutes(context));
    void app.register(checkoutRoutes(context));
    void app.register(withdrawalRoutes(context));
    void app.register(historyRoutes(context));
    void app.register(promoRoutes(context));
    void app.register(freeBetRoutes(context));
    done();
  },
  start: (context) => everyTick('payments', paymentsTickMs, () => void tickPayments(context)),
};
