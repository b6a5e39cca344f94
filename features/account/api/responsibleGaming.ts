import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import {
  responsibleGamingPaths,
  type ExclusionKind,
  type LimitChange,
  type LimitChangeResult,
  type ResponsibleGamingState,
  type RgExclusion,
  type Statement,
} from '../../../schemas/responsibleGamingApi.ts';
import { useApi } from '../../core/api/index.ts';
import type { DateRange } from '../../core/history/index.ts';

export type {
  ExclusionKind,
  LimitChange,
  LimitChangeResult,
  ResponsibleGamingState,
  RgExclusion,
  RgLimit,
  RgUsage,
  Statement,
  StatementTotals,
} from '../../../schemas/responsibleGamingApi.ts';

const paths = responsibleGamingPaths;

/** Per player: one player's limits never show as another's after a switch of account. */
export const responsibleGamingKey = (playerId: number) =>
  ['user/responsible-gaming', playerId] as const;

export function useResponsibleGaming(playerId: number | undefined) {
  const api = useApi();
  return useSWR<ResponsibleGamingState, Error>(
    playerId === undefined ? null : responsibleGamingKey(playerId),
    () => api.get<ResponsibleGamingState>(paths.state),
  );
}

/** PUT …/limits; the page re-reads the state after it (used, pending, the effective time). */
export function useSetLimit(playerId: number) {
  const api = useApi();
  return useSWRMutation(
    responsibleGamingKey(playerId),
    (_key, { arg }: { arg: LimitChange }) => api.put<LimitChangeResult>(paths.limits, arg),
    { throwOnError: true, populateCache: false, revalidate: true },
  );
}

export function useSetRealityCheck(playerId: number) {
  const api = useApi();
  return useSWRMutation(
    responsibleGamingKey(playerId),
    (_key, { arg }: { arg: number }) =>
      api.put<{ intervalMinutes: number }>(paths.realityCheck, { intervalMinutes: arg }),
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
      api.post<{ exclusion: RgExclusion }>(paths.exclusion, arg),
    { throwOnError: true },
  );
}

export function useStatement(playerId: number | undefined, range: DateRange | undefined) {
  const api = useApi();
  return useSWR<Statement, Error>(
    playerId === undefined || range === undefined
      ? null
      : ['user/responsible-gaming/statement', playerId, range.from, range.to],
    () => api.get<Statement>(paths.statement, { query: { from: range?.from, to: range?.to } }),
    { keepPreviousData: true },
  );
}
