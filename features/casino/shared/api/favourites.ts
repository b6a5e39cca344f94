import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useApi } from '../../../core/api/index.ts';
import { describeError } from '../../../core/errors/index.ts';
import { shortLanguageCode } from '../../../core/language.ts';
import { notify } from '../../../core/notifications/index.ts';
import { useSession } from '../../../core/session/index.ts';
import { useTranslation } from 'react-i18next';
import { favouriteKey, type SlotGame } from '../model/slotGame.ts';

/** The platform's answer: the favourite key → the game with `favorite` in its tab. */
interface FavouritesAnswer {
  favorite_slots: Record<string, SlotGame>;
}

export interface Favourites {
  /** Favourite keys of the signed-in player (empty for a guest). */
  keys: ReadonlySet<string>;
  games: readonly SlotGame[];
  loading: boolean;
  error: unknown;
  /** Adds or removes the game; a guest gets the please-authenticate notice. */
  toggle: (game: SlotGame) => Promise<void>;
  /** True while the game's add or remove runs (spec: a processing flag per action). */
  busy: (game: SlotGame) => boolean;
}

const emptyKeys: ReadonlySet<string> = new Set();

/** The SWR key of a player's favourites, so lists can revalidate after a change. */
export function favouritesKey(playerId: number, language: string) {
  return ['casino/favourites', playerId, language] as const;
}

/**
 * The signed-in player's favourite slots (casino spec, "Favourite slots"): loaded once per player
 * and language, changed through add/remove with the spec's notices.
 */
export function useFavourites(): Favourites {
  const api = useApi();
  const { session } = useSession();
  const { i18n } = useTranslation();
  const language = shortLanguageCode(i18n.language);
  const playerId = session.status === 'player' ? session.user.id : undefined;
  const { data, error, isLoading, mutate } = useSWR<FavouritesAnswer, unknown>(
    playerId === undefined ? null : favouritesKey(playerId, language),
    () => api.get<FavouritesAnswer>('/api/favorite_slots/get_list', { query: { lang: language } }),
  );
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(emptyKeys);

  const keys = useMemo(
    () => (data ? new Set(Object.keys(data.favorite_slots)) : emptyKeys),
    [data],
  );
  const games = useMemo(() => (data ? Object.values(data.favorite_slots) : []), [data]);

  const toggle = useCallback(
    async (game: SlotGame) => {
      if (playerId === undefined) {
        notify({ type: 'default', message: { key: 'notice.pleaseAuth' } });
        return;
      }
      const key = favouriteKey(game);
      if (busyKeys.has(key)) return;
      const removing = keys.has(key) || game.tab.includes('favorite');
      setBusyKeys((current) => new Set(current).add(key));
      try {
        const answer = removing
          ? await api.post<FavouritesAnswer>('/api/favorite_slots/remove', {
              id: key,
              lang: language,
            })
          : await api.post<FavouritesAnswer>('/api/favorite_slots/add', {
              slot: game,
              lang: language,
            });
        await mutate(answer, { revalidate: false });
        notify({
          type: 'success',
          message: {
            key: removing ? 'notice.slotSuccessfullyRemoved' : 'notice.slotSuccessfullyAdded',
          },
        });
      } catch (failure) {
        notify({ type: 'error', message: describeError(failure, 'casino') });
      } finally {
        setBusyKeys((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        });
      }
    },
    [api, busyKeys, keys, language, mutate, playerId],
  );

  const busy = useCallback((game: SlotGame) => busyKeys.has(favouriteKey(game)), [busyKeys]);

  return {
    keys: playerId === undefined ? emptyKeys : keys,
    games: playerId === undefined ? [] : games,
    loading: isLoading,
    error,
    toggle,
    busy,
  };
}
