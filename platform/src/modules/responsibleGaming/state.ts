import {
  limitKinds,
  limitPeriods,
  type LimitKind,
  type LimitPeriod,
} from '../../../../schemas/responsibleGambling.ts';
import type { UserRow } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { fromCents } from '../../money/ledger.ts';
import { periodBounds } from './periods.ts';
import { activeExclusion, limitsOf, pendingOf, realityCheckMinutes } from './store.ts';
import { currentSession } from './realityCheck.ts';
import { depositedCents, netLossCents, sessionMinutes } from './usage.ts';
import type { ResponsibleGamingState } from '../../../../schemas/responsibleGamingApi.ts';

/** A stored value as the API speaks it: decimal units for money, minutes for session time. */
export const apiValue = (kind: LimitKind, value: number): number =>
  kind === 'session' ? value : fromCents(value);

/** What a period (the current day, week, month) holds so far; money in decimal units. */
interface PeriodUsage {
  from: string;
  to: string;
  deposits: number;
  netLoss: number;
  sessionMinutes: number;
}

/**
 * GET /api/user/responsible-gaming: every offered limit with what is used of it this period,
 * waiting changes, the reality-check interval, an exclusion, usage per period and the current
 * session's figures (the reality check's).
 */
export function responsibleGamingState(
  context: PlatformContext,
  user: Pick<UserRow, 'id' | 'currency'>,
  sessionToken: string | undefined,
): ResponsibleGamingState {
  const { database, clock } = context;
  const section = context.brand.responsibleGambling;
  const now = clock.now();
  const inForce = limitsOf(database, user.id, now);
  const pending = pendingOf(database, user.id);
  const usage = {} as Record<LimitPeriod, PeriodUsage>;
  for (const period of limitPeriods) {
    const bounds = periodBounds(period, now);
    usage[period] = {
      from: bounds.from.toISOString(),
      to: bounds.to.toISOString(),
      deposits: fromCents(depositedCents(database, user.id, bounds)),
      netLoss: fromCents(netLossCents(database, user.id, bounds)),
      sessionMinutes: sessionMinutes(database, user.id, bounds),
    };
  }
  const used = (kind: LimitKind, period: LimitPeriod) =>
    kind === 'deposit'
      ? usage[period].deposits
      : kind === 'loss'
        ? usage[period].netLoss
        : usage[period].sessionMinutes;
  const limits = limitKinds
    .filter((kind) => section.options.limitKinds.includes(kind))
    .flatMap((kind) =>
      limitPeriods
        .filter((period) => section.options.limitPeriods.includes(period))
        .map((period) => {
          const limit = inForce.find((row) => row.kind === kind && row.period === period);
          const waiting = pending.find((row) => row.kind === kind && row.period === period);
          return {
            kind,
            period,
            value: limit ? apiValue(kind, limit.value) : null,
            used: used(kind, period),
            pending: waiting
              ? {
                  value: waiting.value === null ? null : apiValue(kind, waiting.value),
                  effectiveAt: waiting.effectiveAt,
                }
              : null,
          };
        }),
    );
  const exclusion = activeExclusion(database, user.id, now) ?? null;
  return {
    currency: user.currency,
    coolingOffHours: section.coolingOffHours,
    options: section.options,
    limits,
    realityCheck: {
      intervalMinutes: realityCheckMinutes(database, user.id, section.realityCheckMinutes),
    },
    exclusion,
    usage,
    session: currentSession(context, user.id, sessionToken),
  };
}
