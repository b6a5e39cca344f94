import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { LimitKind, LimitPeriod } from '../../../schemas/responsibleGambling.ts';
import { useApi } from '../../core/api/index.ts';
import type { DateRange } from '../../core/history/index.ts';

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

/** GET /api/user/responsible-gaming (platform module README). */
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
  session: {
    startedAt: string;
    minutes: number;
    nextRealityCheckAt: string;
    stakes: number;
    returns: number;
    net: number;
  } | null;
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

const path = '/api/user/responsible-gaming';

/** Per player: one player's limits never show as another's after a switch of account. */
export const responsibleGamingKey = (playerId: number) =>
  ['user/responsible-gaming', playerId] as const;

export function useResponsibleGaming(playerId: number | undefined) {
  const api = useApi();
  return useSWR<ResponsibleGamingState, Error>(
    playerId === undefined ? null : responsibleGamingKey(playerId),
    () => api.get<ResponsibleGamingState>(path),
  );
}

/** PUT …/limits; the page re-reads the state after it (used, pending, the effective time). */
export function useSetLimit(playerId: number) {
  const api = useApi();
  return useSWRMutation(
    responsibleGamingKey(playerId),
    (_key, { arg }: { arg: LimitChange }) => api.put<LimitChangeResult>(`${path}/limits`, arg),
    { throwOnError: true, populateCache: false, revalidate: true },
  );
}

export function useSetRealityCheck(playerId: number) {
  const api = useApi();
  return useSWRMutation(
    responsibleGamingKey(playerId),
    (_key, { arg }: { arg: number }) =>
      api.put<{ intervalMinutes: number }>(`${path}/reality-check`, { intervalMinutes: arg }),
    { throwOnError: true, populateCache: false, revalidate: true },
  );
}

/**
 * POST …/exclusion. The platform ends every session of the account and clears the cookie, so
 * nothing is revalidated: the caller signs the player out locally.
 */
export function useExclude(playerId: number) {
  const api = useApi();
  return useSWRMutation(
    ['user/responsible-gaming/exclusion', playerId],
    (_key, { arg }: { arg: { kind: ExclusionKind; days: number | null } }) =>
      api.post<{ exclusion: RgExclusion }>(`${path}/exclusion`, arg),
    { throwOnError: true },
  );
}

export function useStatement(playerId: number | undefined, range: DateRange | undefined) {
  const api = useApi();
  return useSWR<Statement, Error>(
    playerId === undefined || range === undefined
      ? null
      : ['user/responsible-gaming/statement', playerId, range.from, range.to],
    () => api.get<Statement>(`${path}/statement`, { query: { from: range?.from, to: range?.to } }),
    { keepPreviousData: true },
  );
}
