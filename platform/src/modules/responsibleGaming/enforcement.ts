import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LimitPeriod } from '../../../../schemas/responsibleGambling.ts';
import { requirePlayer, type UserRow } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import { fromCents } from '../../money/ledger.ts';
import { responsibleGamingCodes, type ResponsibleGamingCode } from './codes.ts';
import { periodBounds } from './periods.ts';
import { activeExclusion, isSelfExcluded, limitsOf, type Exclusion } from './store.ts';
import { depositedCents, netLossCents, sessionMinutes } from './usage.ts';

/** Why the platform refuses a player: the envelope's code, message and details for the app. */
export interface Refusal {
  http: number;
  code: ResponsibleGamingCode;
  message: string;
  data: Record<string, unknown>;
}

export const sendRefusal = (reply: FastifyReply, refusal: Refusal): FastifyReply =>
  reply.code(refusal.http).send({
    success: false,
    data: refusal.data,
    errorMessage: refusal.message,
    codeStatus: refusal.code,
  });

/** The refusal of a timed-out or self-excluded account (sign-in and every play call). */
export function exclusionRefusal(exclusion: Exclusion): Refusal {
  const timeout = exclusion.kind === 'timeout';
  const until = exclusion.until ?? 'permanently';
  return {
    http: 403,
    code: timeout ? responsibleGamingCodes.timedOut : responsibleGamingCodes.selfExcluded,
    message: timeout ? `Timed out until ${until}` : `Self-excluded until ${until}`,
    data: { kind: exclusion.kind, until: exclusion.until },
  };
}

/** Whether a top-up of `cents` would pass a deposit limit of the player's (checked before it starts). */
export function depositRefusal(
  context: PlatformContext,
  user: Pick<UserRow, 'id'>,
  cents: number,
): Refusal | undefined {
  const now = context.clock.now();
  for (const limit of limitsOf(context.database, user.id, now)) {
    if (limit.kind !== 'deposit') continue;
    const used = depositedCents(context.database, user.id, periodBounds(limit.period, now));
    if (used + cents > limit.value) {
      return {
        http: 403,
        code: responsibleGamingCodes.depositLimit,
        message: `Deposit limit of the ${limit.period} reached`,
        data: {
          period: limit.period,
          limit: fromCents(limit.value),
          used: fromCents(used),
          remaining: fromCents(Math.max(0, limit.value - used)),
          resetsAt: periodBounds(limit.period, now).to.toISOString(),
        },
      };
    }
  }
  return undefined;
}

/**
 * Why the player may not stake now, if they may not: an exclusion in force (a session that
 * outlived it), a loss limit reached (net loss ≥ limit) or a session-time limit used up.
 */
export function playRefusal(
  context: PlatformContext,
  user: Pick<UserRow, 'id'>,
): Refusal | undefined {
  const { database } = context;
  const now = context.clock.now();
  const exclusion = activeExclusion(database, user.id, now);
  if (exclusion) return exclusionRefusal(exclusion);
  for (const limit of limitsOf(database, user.id, now)) {
    const bounds = periodBounds(limit.period, now);
    const resetsAt = bounds.to.toISOString();
    if (limit.kind === 'loss') {
      const loss = netLossCents(database, user.id, bounds);
      if (loss >= limit.value) {
        return {
          http: 403,
          code: responsibleGamingCodes.lossLimit,
          message: `Loss limit of the ${limit.period} reached`,
          data: lossData(limit.period, limit.value, loss, resetsAt),
        };
      }
    }
    if (limit.kind === 'session') {
      const minutes = sessionMinutes(database, user.id, bounds);
      if (minutes >= limit.value) {
        return {
          http: 403,
          code: responsibleGamingCodes.sessionLimit,
          message: `Session-time limit of the ${limit.period} reached`,
          data: { period: limit.period, limit: limit.value, used: minutes, resetsAt },
        };
      }
    }
  }
  return undefined;
}

const lossData = (period: LimitPeriod, limit: number, loss: number, resetsAt: string) => ({
  period,
  limit: fromCents(limit),
  used: fromCents(loss),
  resetsAt,
});

/**
 * requirePlayer (the one guard of calls that move money), then the player's own protection:
 * the guard of every call that stakes (bets, free bets, toto, casino and provider launches,
 * twenty-one). Answers the refusal and returns undefined when the player may not play.
 */
export function requireGambler(
  context: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
  refusal?: string,
): UserRow | undefined {
  const user = requirePlayer(context, request, reply, refusal);
  if (!user) return undefined;
  const refused = playRefusal(context, user);
  if (refused) {
    void sendRefusal(reply, refused);
    return undefined;
  }
  return user;
}

/** The refusal of marketing (promotions, free-bet claims, promo codes) to a self-excluded account. */
export function marketingRefusal(
  context: PlatformContext,
  user: Pick<UserRow, 'id'>,
): Refusal | undefined {
  if (!isSelfExcluded(context.database, user.id, context.clock.now())) return undefined;
  return {
    http: 403,
    code: responsibleGamingCodes.noMarketing,
    message: 'No promotions for a self-excluded account',
    data: {},
  };
}
