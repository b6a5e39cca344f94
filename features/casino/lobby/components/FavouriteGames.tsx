import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { EmptyState } from '../../../../design-system/index.ts';
import { shortLanguageCode } from '../../../core/language.ts';
import { useSession } from '../../../core/session/index.ts';
import { favouritesKey, useFavourites } from '../../shared/api/favourites.ts';
import { GuestCasinoMessage } from '../../shared/components/GuestCasinoMessage.tsx';
import type { TileActions } from '../../shared/components/useTileActions.ts';
import { GameListView, type GameListState } from './GameListView.tsx';

export interface FavouriteGamesProps {
  actions: TileActions;
  /** Names the grid for assistive technology. */
  label: string;
  /** Only this provider's favourites (compared without case, as the catalogue does). */
  provider?: string;
  /** Shown when there are none. */
  emptyTitle: string;
  /** The empty and failure headings' level, to fit the page outline. @default 3 */
  titleLevel?: 2 | 3;
}

/**
 * The player's favourite slots (useFavourites): removing one drops its tile, since the list is
 * replaced by the platform's answer. A guest is asked to sign in.
 */
export function FavouriteGames({
  actions,
  label,
  provider,
  emptyTitle,
  titleLevel = 3,
}: FavouriteGamesProps) {
  const { t, i18n } = useTranslation('casinoLobby');
  const { session } = useSession();
  const favourites = useFavourites();
  const { mutate } = useSWRConfig();
  const games = useMemo(
    () =>
      provider === undefined
        ? favourites.games
        : favourites.games.filter((game) => game.provider.toLowerCase() === provider.toLowerCase()),
    [favourites.games, provider],
  );
  if (session.status === 'guest') return <GuestCasinoMessage />;
  const playerId = session.status === 'player' ? session.user.id : undefined;
  const list: GameListState = {
    status:
      playerId === undefined || favourites.loading
        ? 'loading'
        : favourites.error
          ? 'error'
          : 'ready',
    games,
    error: favourites.error,
    retry: () => {
      if (playerId !== undefined) {
        void mutate(favouritesKey(playerId, shortLanguageCode(i18n.language)));
      }
    },
    retrying: favourites.loading,
  };
  return (
    <GameListView
      list={list}
      actions={actions}
      label={label}
      empty={
        <EmptyState
          icon="star"
          title={emptyTitle}
          description={t('favourites.emptyHint')}
          titleLevel={titleLevel}
        />
      }
      titleLevel={titleLevel}
    />
  );
}
