import type { FastifyPluginCallback } from 'fastify';
import type { LimitKind, LimitPeriod } from '../../../../schemas/responsibleGambling.ts';
import { requirePlayer } from '../../auth/currentUser.ts';
import { sessionCookie, sessionCookieOptions } from '../../auth/sessions.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import { fromCents } from '../../money/ledger.ts';
import { amountToCents } from '../payments/limits.ts';
import { responsibleGamingCodes } from './codes.ts';
import { acknowledgeRealityCheck, currentSession } from './realityCheck.ts';
import { apiValue, responsibleGamingState } from './state.ts';
import { changeLimit, exclude, setRealityCheckMinutes, type ExclusionKind } from './store.ts';
import { statementDays } from './usage.ts';
import { responsibleGamingPaths } from '../../../../schemas/responsibleGamingApi.ts';

/** A month of play a day at most: a longer session limit means none. */
const maxSessionMinutes = 31 * 24 * 60;
const maxStatementDays = 366;
const dayMs = 24 * 60 * 60 * 1000;

const limitBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'period', 'value'],
  properties: {
    kind: { type: 'string', enum: ['deposit', 'loss', 'session'] },
    period: { type: 'string', enum: ['day', 'week', 'month'] },
    value: { type: ['number', 'null'], exclusiveMinimum: 0, maximum: 1_000_000_000 },
  },
} as const;

const realityCheckBody = {
  type: 'object',
  additionalProperties: false,
  required: ['intervalMinutes'],
  properties: { intervalMinutes: { type: 'integer', minimum: 10, maximum: 240 } },
} as const;

/** The acknowledgement carries nothing: the session is the cookie's, the check the one due. */
const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

const exclusionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'days'],
  properties: {
    kind: { type: 'string', enum: ['timeout', 'self-exclusion'] },
    days: { type: ['integer', 'null'], minimum: 1, maximum: 3650 },
  },
} as const;

const statementQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
  },
} as const;

/**
 * The player's own protection (README.md): state, limits, reality-check interval, time-out and
 * self-exclusion, activity statement. Every call is the signed-in player's own: no id is taken
 * from the request, so no other account is reachable.
 */
export function responsibleGamingRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database, clock } = context;
  const section = () => context.brand.responsibleGambling;
  const notOffered = (what: string) =>
    failure(`${what} is not offered`, responsibleGamingCodes.notOffered);

  return function register(app, _options, done) {
    app.get(responsibleGamingPaths.state, (request, reply) => {
      const user = requirePlayer(context, request, reply);
      if (!user) return reply;
      return success(responsibleGamingState(context, user, request.cookies[sessionCookie]));
    });

    // Polled by the app's header timer and reality check: only the session's own figures.
    app.get(responsibleGamingPaths.session, (request, reply) => {
      const user = requirePlayer(context, request, reply);
      if (!user) return reply;
      return success(currentSession(context, user.id, request.cookies[sessionCookie]));
    });

    app.post(
      responsibleGamingPaths.realityCheckAcknowledge,
      { schema: { body: emptyBody } },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        return success(acknowledgeRealityCheck(context, user.id, request.cookies[sessionCookie]));
      },
    );

    app.put<{ Body: { kind: LimitKind; period: LimitPeriod; value: number | null } }>(
      responsibleGamingPaths.limits,
      { schema: { body: limitBody } },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        const { kind, period, value } = request.body;
        const { options, coolingOffHours } = section();
        if (!options.limitKinds.includes(kind) || !options.limitPeriods.includes(period)) {
          return reply.code(400).send(notOffered(`A ${period} ${kind} limit`));
        }
        let stored: number | null = null;
        if (value !== null) {
          const converted =
            kind === 'session'
              ? Number.isInteger(value) && value <= maxSessionMinutes
                ? value
                : undefined
              : amountToCents(value, user.currency);
          if (converted === undefined) {
            const message =
              kind === 'session'
                ? `A session limit is whole minutes up to ${maxSessionMinutes}`
                : `The amount has more decimals than ${user.currency} has`;
            return reply.code(400).send(failure(message, responsibleGamingCodes.invalidValue));
          }
          stored = converted;
        }
        const change = changeLimit(
          database,
          user.id,
          { kind, period, value: stored },
          coolingOffHours,
          clock.now(),
        );
        const shown = change.value === null ? null : apiValue(kind, change.value);
        return success({
          kind,
          period,
          status: change.status,
          value: shown,
          ...(change.status === 'pending' ? { effectiveAt: change.effectiveAt } : {}),
        });
      },
    );

    app.put<{ Body: { intervalMinutes: number } }>(
      responsibleGamingPaths.realityCheck,
      { schema: { body: realityCheckBody } },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        setRealityCheckMinutes(database, user.id, request.body.intervalMinutes);
        return success({ intervalMinutes: request.body.intervalMinutes });
      },
    );

    app.post<{ Body: { kind: ExclusionKind; days: number | null } }>(
      responsibleGamingPaths.exclusion,
      { schema: { body: exclusionBody } },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        const { kind, days } = request.body;
        const { options } = section();
        const offered =
          kind === 'timeout'
            ? days !== null && options.timeoutDays.includes(days)
            : days === null
              ? options.selfExclusionPermanent
              : options.selfExclusionDays.includes(days);
        if (!offered) {
          const length = days === null ? 'A permanent' : `A ${days}-day`;
          return reply.code(400).send(notOffered(`${length} ${kind}`));
        }
        const outcome = exclude(database, user.id, { kind, days }, clock.now());
        if (outcome.status === 'not-shortenable') {
          return reply.code(409).send({
            ...failure(
              'An exclusion in force cannot be shortened or lifted',
              responsibleGamingCodes.exclusionNotShortenable,
            ),
            data: { exclusion: outcome.current },
          });
        }
        // The exclusion has ended every session (trigger): the cookie goes too.
        return reply
          .clearCookie(sessionCookie, sessionCookieOptions(request))
          .send(success({ exclusion: outcome.exclusion }));
      },
    );

    app.get<{ Querystring: { from?: string; to?: string } }>(
      responsibleGamingPaths.statement,
      { schema: { querystring: statementQuery } },
      (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        const today = clock.now().toISOString().slice(0, 10);
        const to = request.query.to ?? today;
        const from =
          request.query.from ?? new Date(Date.parse(to) - 29 * dayMs).toISOString().slice(0, 10);
        const end = Date.parse(to) + dayMs;
        const days = (end - Date.parse(from)) / dayMs;
        if (days < 1 || days > maxStatementDays) {
          return reply
            .code(400)
            .send(failure(`A statement covers 1 to ${maxStatementDays} days`, 400));
        }
        const rows = statementDays(database, user.id, {
          from: new Date(from),
          to: new Date(end),
        });
        const total = { deposits: 0, withdrawals: 0, stakes: 0, returns: 0 };
        const daysOut = rows.map((row) => {
          for (const key of ['deposits', 'withdrawals', 'stakes', 'returns'] as const)
            total[key] += row[key];
          return {
            day: row.day,
            deposits: fromCents(row.deposits),
            withdrawals: fromCents(row.withdrawals),
            stakes: fromCents(row.stakes),
            returns: fromCents(row.returns),
            net: fromCents(row.returns - row.stakes),
          };
        });
        return success({
          currency: user.currency,
          from,
          to,
          days: daysOut,
          total: {
            deposits: fromCents(total.deposits),
            withdrawals: fromCents(total.withdrawals),
            stakes: fromCents(total.stakes),
            returns: fromCents(total.returns),
            net: fromCents(total.returns - total.stakes),
          },
        });
      },
    );
    done();
  };
}
