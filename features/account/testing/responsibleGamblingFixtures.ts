import type { ResponsibleGamingState, RgLimit, Statement } from '../api/responsibleGaming.ts';
import {
  responsibleGamblingPresets,
  type LimitKind,
  type LimitPeriod,
} from '../../../schemas/responsibleGambling.ts';
import { responsibleGamingPaths, type RgSession } from '../../../schemas/responsibleGamingApi.ts';

/** The fixture API's keys of the state and the statement. */
export const rgStateRoute = `GET ${responsibleGamingPaths.state}`;
export const rgStatementRoute = `GET ${responsibleGamingPaths.statement}`;
/** The fixture API's keys of the session (header timer, reality check) and its acknowledgement. */
export const rgSessionRoute = `GET ${responsibleGamingPaths.session}`;
export const rgAcknowledgeRoute = `POST ${responsibleGamingPaths.realityCheckAcknowledge}`;

/** The fixed clock of the page's stories and tests. */
export const rgNow = new Date('2026-11-18T12:00:00.000Z');

function none(kind: LimitKind, period: LimitPeriod, used = 0): RgLimit {
  return { kind, period, value: null, used, pending: null };
}

const usage = {
  from: '2026-11-18T00:00:00.000Z',
  to: '2026-11-19T00:00:00.000Z',
  deposits: 0,
  netLoss: 0,
  sessionMinutes: 35,
};

/** A CLP player (the demo brand's currency) with no limit set: the generic preset's options. */
export const rgNoLimits: ResponsibleGamingState = {
  currency: 'CLP',
  coolingOffHours: 24,
  options: {
    ...responsibleGamblingPresets.generic.options,
    limitKinds: [...responsibleGamblingPresets.generic.options.limitKinds],
    limitPeriods: [...responsibleGamblingPresets.generic.options.limitPeriods],
  },
  limits: (['deposit', 'loss', 'session'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) =>
      none(kind, period, kind === 'session' ? 35 : 0),
    ),
  ),
  realityCheck: { intervalMinutes: 60 },
  exclusion: null,
  usage: { day: usage, week: usage, month: usage },
  session: {
    startedAt: '2026-11-18T11:25:00.000Z',
    now: '2026-11-18T12:00:00.000Z',
    minutes: 35,
    intervalMinutes: 60,
    nextRealityCheckAt: '2026-11-18T12:25:00.000Z',
    realityCheckDue: false,
    stakes: 0,
    returns: 0,
    net: 0,
  },
};

function withLimits(limits: readonly RgLimit[]): RgLimit[] {
  return rgNoLimits.limits.map(
    (limit) =>
      limits.find((given) => given.kind === limit.kind && given.period === limit.period) ?? limit,
  );
}

/** Limits in force with what the period has used. */
export const rgWithLimits: ResponsibleGamingState = {
  ...rgNoLimits,
  limits: withLimits([
    { kind: 'deposit', period: 'day', value: 50_000, used: 20_000, pending: null },
    { kind: 'deposit', period: 'month', value: 300_000, used: 120_000, pending: null },
    { kind: 'loss', period: 'week', value: 100_000, used: 15_500, pending: null },
    { kind: 'session', period: 'day', value: 120, used: 95, pending: null },
  ]),
  usage: {
    day: { ...usage, deposits: 20_000, netLoss: 4_000, sessionMinutes: 95 },
    week: { ...usage, deposits: 60_000, netLoss: 15_500, sessionMinutes: 300 },
    month: { ...usage, deposits: 120_000, netLoss: 15_500, sessionMinutes: 600 },
  },
};

/** The daily deposit limit raised from 50 000 to 80 000, waiting for the cooling-off. */
export const rgPendingRaise: ResponsibleGamingState = {
  ...rgWithLimits,
  // The waiting change comes first: withLimits takes the first entry of a kind and period.
  limits: withLimits([
    {
      kind: 'deposit',
      period: 'day',
      value: 50_000,
      used: 20_000,
      pending: { value: 80_000, effectiveAt: '2026-11-19T09:30:00.000Z' },
    },
    ...rgWithLimits.limits.filter((limit) => limit.value !== null),
  ]),
};

export const rgStatement: Statement = {
  currency: 'CLP',
  from: '2026-10-20',
  to: '2026-11-18',
  days: [
    {
      day: '2026-11-18',
      deposits: 20_000,
      withdrawals: 0,
      stakes: 12_000,
      returns: 8_000,
      net: -4_000,
    },
    {
      day: '2026-11-16',
      deposits: 40_000,
      withdrawals: 25_000,
      stakes: 30_000,
      returns: 18_500,
      net: -11_500,
    },
    { day: '2026-11-02', deposits: 0, withdrawals: 0, stakes: 5_000, returns: 14_000, net: 9_000 },
  ],
  total: { deposits: 60_000, withdrawals: 25_000, stakes: 47_000, returns: 40_500, net: -6_500 },
};

export const rgEmptyStatement: Statement = {
  currency: 'CLP',
  from: '2026-10-20',
  to: '2026-11-18',
  days: [],
  total: { deposits: 0, withdrawals: 0, stakes: 0, returns: 0, net: 0 },
};

/** A session 1 h 5 min in, ahead by 12.50 on 20 staked: its next check an hour after sign-in. */
export const rgSessionAhead: RgSession = {
  startedAt: '2026-11-18T10:55:00.000Z',
  now: '2026-11-18T12:00:00.000Z',
  minutes: 65,
  intervalMinutes: 60,
  nextRealityCheckAt: '2026-11-18T12:55:00.000Z',
  realityCheckDue: false,
  stakes: 20,
  returns: 32.5,
  net: 12.5,
};

/** The hour's check is due and unanswered; behind by 17.50 on 30 staked. */
export const rgSessionCheckDue: RgSession = {
  startedAt: '2026-11-18T11:00:00.000Z',
  now: '2026-11-18T12:00:00.000Z',
  minutes: 60,
  intervalMinutes: 60,
  nextRealityCheckAt: '2026-11-18T12:00:00.000Z',
  realityCheckDue: true,
  stakes: 30,
  returns: 12.5,
  net: -17.5,
};

/** The same session once the check is answered: the next one an hour on. */
export const rgSessionAnswered: RgSession = {
  ...rgSessionCheckDue,
  nextRealityCheckAt: '2026-11-18T13:00:00.000Z',
  realityCheckDue: false,
};
