import { useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { useApi } from '../../../core/api/index.ts';
import { useBannedProviders } from '../../../core/brand/index.ts';
import { useSession } from '../../../core/session/index.ts';
import type { SlotGame } from '../../shared/model/slotGame.ts';
import { groupLiveTables, type LiveTableGroup } from '../model/liveCategories.ts';
import { evolutionLiveProvider } from '../providers/evolutionLive.ts';
import { pragmaticLiveProvider } from '../providers/pragmaticLive.ts';
import type { GameProvider } from '../providers/types.ts';
import { useProviderContext } from './providerContext.ts';

/** The live casino page's two table lists and the ban key that hides each (casino README). */
const liveSources = [
  { name: 'evolution', provider: evolutionLiveProvider, banKey: 'evolution' },
  { name: 'pragmaticLive', provider: pragmaticLiveProvider, banKey: 'pragmaticLive' },
] as const;

/**
 * Spec, section 4: game lists are not refetched for anonymous users once loaded. A player's lists
 * revalidate as usual (their bans and favourites can change).
 */
const guestOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
};

/** The SWR key of one live tables list: every input its call uses. */
export function liveTablesKey(source: string, playerId: number, language: string) {
  return ['casino/live-tables', source, playerId, language] as const;
}

function useTables(provider: GameProvider, key: ReturnType<typeof liveTablesKey> | null) {
  const api = useApi();
  const context = useProviderContext();
  const { session } = useSession();
  return useSWR<SlotGame[], unknown>(
    key,
    () => provider.list(api, context),
    session.status === 'guest' ? guestOptions : undefined,
  );
}

export interface LiveTables {
  groups: readonly LiveTableGroup[];
  /** Nothing to show yet: the first answers are on their way. */
  loading: boolean;
  /** A list failed (the other's tables stay on screen). */
  error: unknown;
  retrying: boolean;
  retry: () => void;
}

/**
 * The evolution and pragmatic live tables, grouped by category. Keyed by list, player and
 * language; a provider the player may not see is not asked. Waits for the auth check, so a guest
 * and a player do not both load.
 */
export function useLiveTables(): LiveTables {
  const { session } = useSession();
  const { shortLanguage } = useProviderContext();
  const banned = useBannedProviders();
  const playerId = session.status === 'player' ? session.user.id : 0;
  const keyFor = (source: (typeof liveSources)[number]) =>
    session.status === 'checking' || banned.has(source.banKey) || banned.has('liveCasino')
      ? null
      : liveTablesKey(source.name, playerId, shortLanguage);

  const [evolutionSource, pragmaticSource] = liveSources;
  const evolution = useTables(evolutionSource.provider, keyFor(evolutionSource));
  const pragmatic = useTables(pragmaticSource.provider, keyFor(pragmaticSource));

  const groups = useMemo(
    () => groupLiveTables([...(evolution.data ?? []), ...(pragmatic.data ?? [])]),
    [evolution.data, pragmatic.data],
  );
  const lists = [evolution, pragmatic];
  const error: unknown = lists.find((list) => list.error !== undefined)?.error;
  return {
    groups,
    loading:
      session.status === 'checking' ||
      lists.some((list) => list.isLoading && list.data === undefined),
    error,
    retrying: lists.some((list) => list.error !== undefined && list.isValidating),
    retry: () => {
      for (const list of lists) if (list.error !== undefined) void list.mutate();
    },
  };
}
