import {
  limitKinds,
  limitPeriods,
  type LimitKind,
  type LimitPeriod,
} from '../../../../schemas/responsibleGambling.ts';
import { hashToken } from '../../auth/sessions.ts';
import type { UserRow } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { fromCents } from '../../money/ledger.ts';
import { periodBounds } from './periods.ts';
import { activeExclusion, limitsOf, pendingOf, realityCheckMinutes } from './store.ts';
import { depositedCents, ledgerTotals, netLossCents, sessionMinutes } from './usage.ts';
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

/** The session of this request: when it began and what moved since (the reality check's). */
function currentSession(context: PlatformContext, userId: number, token: string | undefined) {
  if (!token) return null;
  const row = context.database
    .prepare(
      'SELECT started_at AS startedAt FROM rg_session_time WHERE token_hash = ? AND user_id = ?',
    )
    .get(hashToken(token), userId) as { startedAt: string } | undefined;
  if (!row) return null;
  const now = context.clock.now();
  const started = Date.parse(row.startedAt);
  const intervalMs =
    realityCheckMinutes(
      context.database,
      userId,
      context.brand.responsibleGambling.realityCheckMinutes,
    ) * 60_000;
  // Counted from sign-in, so every tab and a reload agree on when the next check is due.
  const checksPassed = Math.floor((now.getTime() - started) / intervalMs);
  const totals = ledgerTotals(context.database, userId, {
    from: new Date(row.startedAt),
    // The ledger row of this very moment counts too.
    to: new Date(now.getTime() + 1),
  });
  return {
    startedAt: row.startedAt,
    minutes: Math.floor((now.getTime() - started) / 60_000),
    nextRealityCheckAt: new Date(started + (checksPassed + 1) * intervalMs).toISOString(),
    stakes: fromCents(totals.stakes),
    returns: fromCents(totals.returns),
    net: fromCents(totals.returns - totals.stakes),
  };
}
