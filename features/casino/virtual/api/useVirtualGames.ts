import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useApi } from '../../../core/api/index.ts';
import { shortLanguageCode } from '../../../core/language.ts';
import { useSession } from '../../../core/session/index.ts';
import type { VirtualGame } from '../model/virtualGame.ts';
import type { VirtualContext, VirtualProvider } from '../providers/types.ts';

/** Who asks and in which language, from the session and i18n. */
export function useVirtualContext(): VirtualContext {
  const { session } = useSession();
  const { i18n } = useTranslation();
  const player = session.status === 'player' ? session.user : null;
  const shortLanguage = shortLanguageCode(i18n.language);
  return useMemo(() => ({ player, shortLanguage }), [player, shortLanguage]);
}

/** A provider's game list as the views take it. */
export interface VirtualGameList {
  status: 'loading' | 'error' | 'ready';
  games: readonly VirtualGame[];
  error: unknown;
  retry: () => void;
  retrying: boolean;
}

/**
 * A provider's games, asked for on load (casino spec, section 4) and again when the language or
 * the player changes (names are translated; lists may differ per player's bans). Lists are for
 * players only: a guest's key is null, so no call the platform would refuse with 401 is made.
 */
export function useVirtualGames(provider: VirtualProvider, enabled = true): VirtualGameList {
  const api = useApi();
  const context = useVirtualContext();
  const key =
    enabled && context.player
      ? (['casinoVirtual', provider.id, context.player.id, context.shortLanguage] as const)
      : null;
  const { data, error, isValidating, mutate } = useSWR<VirtualGame[], unknown>(
    key,
    () => provider.list(api, context),
    { keepPreviousData: true },
  );
  return {
    status: data ? 'ready' : error ? 'error' : 'loading',
    games: data ?? [],
    error,
    retry: () => void mutate(),
    retrying: isValidating,
  };
}
