import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { responsibleGamingPaths, type RgSession } from '../../../schemas/responsibleGamingApi.ts';
import { useApi } from '../../core/api/index.ts';

export type { RgSession } from '../../../schemas/responsibleGamingApi.ts';

/** Per player, shared by the header's timer and the reality check: one request feeds both. */
export const playerSessionKey = (playerId: number) =>
  ['user/responsible-gaming/session', playerId] as const;

/** The longest wait between two reads: the header's timer counts whole minutes. */
export const sessionPollMs = 60_000;
/** A check due in a moment is read again a little after its time, never sooner than this. */
const shortestPollMs = 5_000;

/**
 * When to read the session again: at the next reality check by the platform's clock (the device's
 * may differ), or a minute on, whichever comes first. Exported for its test.
 */
export function nextSessionPollMs(session: RgSession | null | undefined): number {
  if (!session || session.realityCheckDue) return sessionPollMs;
  const untilCheck = Date.parse(session.nextRealityCheckAt) - Date.parse(session.now) + 1_000;
  return Math.min(sessionPollMs, Math.max(shortestPollMs, untilCheck));
}

/** The signed-in session's length and figures, and whether a reality check is due. */
export function usePlayerSession(playerId: number | undefined) {
  const api = useApi();
  return useSWR<RgSession | null, Error>(
    playerId === undefined ? null : playerSessionKey(playerId),
    () => api.get<RgSession | null>(responsibleGamingPaths.session),
    { refreshInterval: nextSessionPollMs },
  );
}

/** The player answered the reality check: the answer is the session with the next check. */
export function useAcknowledgeRealityCheck(playerId: number) {
  const api = useApi();
  return useSWRMutation(
    playerSessionKey(playerId),
    () => api.post<RgSession | null>(responsibleGamingPaths.realityCheckAcknowledge, {}),
    { throwOnError: true, populateCache: true, revalidate: false },
  );
}
