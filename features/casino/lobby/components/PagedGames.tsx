import { useMemo, type ReactNode } from 'react';
import type { TileActions } from '../../shared/components/useTileActions.ts';
import type { GamesFilter } from '../api/catalogue.ts';
import { usePagedGames } from '../api/useCatalogue.ts';
import { GameListView } from './GameListView.tsx';

export interface PagedGamesProps {
  filter: GamesFilter;
  actions: TileActions;
  label: string;
  empty: ReactNode;
  /** False while the list cannot be asked for yet (a favourites list before the session). */
  enabled?: boolean;
  /**
   * Shows only the current favourites: a removed one leaves the list at once, without waiting
   * for the catalogue to answer again.
   */
  onlyFavourites?: boolean;
  priorityCount?: number;
}

/** A category, provider or search, ten games a page with "show more" (spec, section 9). */
export function PagedGames({
  filter,
  actions,
  label,
  empty,
  enabled = true,
  onlyFavourites = false,
  priorityCount = 0,
}: PagedGamesProps) {
  const list = usePagedGames(filter, enabled);
  const games = useMemo(
    () => (onlyFavourites ? list.games.filter((game) => actions.favourite(game)) : list.games),
    [onlyFavourites, list.games, actions],
  );
  return (
    <GameListView
      list={{ ...list, games }}
      paging={list}
      actions={actions}
      label={label}
      empty={empty}
      priorityCount={priorityCount}
    />
  );
}
