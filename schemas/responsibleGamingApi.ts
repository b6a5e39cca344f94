import type { LimitKind, LimitPeriod } from './responsibleGambling.ts';

/**
 * The player-protection API's paths and answers, one definition for the app that calls them and the
 * demo platform that answers them (platform/src/modules/responsibleGaming/README.md). Money is in
 * decimal units of the player's currency; times are ISO 8601.
 */
export const responsibleGamingPaths = {
  state: '/api/user/responsible-gaming',
  limits: '/api/user/responsible-gaming/limits',
  realityCheck: '/api/user/responsible-gaming/reality-check',
  exclusion: '/api/user/responsible-gaming/exclusion',
  statement: '/api/user/responsible-gaming/statement',
  /** GET: the request's own session (`RgSession`), light enough to poll. */
  session: '/api/user/responsible-gaming/session',
  /** POST `{}`: the player answered the reality check that is due; answers the `RgSession`. */
  realityCheckAcknowledge: '/api/user/responsible-gaming/reality-check/acknowledge',
} as const;

/** A limit in force (`value: null` = none) and a raise or removal waiting for the cooling-off. */
export interface RgLimit {
  kind: LimitKind;
  period: LimitPeriod;
  value: number | null;
  /** What the limit counts so far this period: deposits, net loss or minutes. */
  used: number;
  pending: { value: number | null; effectiveAt: string } | null;
}

export type ExclusionKind = 'timeout' | 'self-exclusion';

export interface RgExclusion {
  kind: ExclusionKind;
  startedAt: string;
  /** null: a permanent self-exclusion. */
  until: string | null;
}

export interface RgUsage {
  from: string;
  to: string;
  deposits: number;
  netLoss: number;
  sessionMinutes: number;
}

/** GET `responsibleGamingPaths.state`. */
export interface ResponsibleGamingState {
  currency: string;
  coolingOffHours: number;
  options: {
    limitKinds: LimitKind[];
    limitPeriods: LimitPeriod[];
    timeoutDays: number[];
    selfExclusionDays: number[];
    selfExclusionPermanent: boolean;
  };
  limits: RgLimit[];
  realityCheck: { intervalMinutes: number };
  exclusion: RgExclusion | null;
  usage: Record<LimitPeriod, RgUsage>;
  session: RgSession | null;
}

/**
 * The signed-in session of the request: what the reality check and the header's timer show. Its
 * clock is the platform's, so every tab and a reload agree on it.
 */
export interface RgSession {
  startedAt: string;
  /** The platform's time of the answer: the app counts on from it, not from the device's clock. */
  now: string;
  minutes: number;
  intervalMinutes: number;
  /**
   * The first multiple of the interval since sign-in after the last check the player answered;
   * at or before `now` while a check waits for an answer.
   */
  nextRealityCheckAt: string;
  /** A check is due and unanswered: the dialog stays until the player chooses. */
  realityCheckDue: boolean;
  /** Since sign-in, in decimal units of the player's currency: net = returns − stakes. */
  stakes: number;
  returns: number;
  net: number;
}

export interface LimitChange {
  kind: LimitKind;
  period: LimitPeriod;
  value: number | null;
}

export interface LimitChangeResult extends LimitChange {
  status: 'applied' | 'pending';
  effectiveAt?: string;
}

export interface StatementTotals {
  deposits: number;
  withdrawals: number;
  stakes: number;
  returns: number;
  net: number;
}

export interface Statement {
  currency: string;
  from: string;
  to: string;
  days: (StatementTotals & { day: string })[];
  total: StatementTotals;
}
