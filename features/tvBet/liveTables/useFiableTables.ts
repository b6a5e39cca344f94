import useSWR from 'swr';
import { useApi } from '../../core/api/index.ts';
import { useBannedProviders } from '../../core/brand/index.ts';
import { useSession } from '../../core/session/index.ts';
import { useLiveTablesContext } from './context.ts';
import { listFiableTables, type FiableTable } from './fiable.ts';
import { shortLanguage } from './types.ts';

/** The SWR key of the fiable table list: every input its call uses. */
export function fiableTablesKey(playerId: number, language: string) {
  return ['tvBet/live-tables/fiable', playerId, language] as const;
}

/**
 * The fiable tables in the interface language, for a signed-in player whose fiable is not banned
 * (the list is a player call: a guest is not asked). `data` stays undefined otherwise.
 */
export function useFiableTables() {
  const api = useApi();
  const context = useLiveTablesContext();
  const { session } = useSession();
  const banned = useBannedProviders();
  const key =
    session.status === 'player' && !banned.has('fiable')
      ? fiableTablesKey(session.user.id, shortLanguage(context.language))
      : null;
  return useSWR<FiableTable[], unknown>(key, () => listFiableTables(api, context));
}
