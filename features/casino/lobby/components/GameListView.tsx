import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack } from '../../../../design-system/index.ts';
import { GameGrid } from '../../shared/components/GameGrid.tsx';
import type { TileActions } from '../../shared/components/useTileActions.ts';
import type { SlotGame } from '../../shared/model/slotGame.ts';
import { LoadFailure } from './LoadFailure.tsx';

/** A list's state as the view takes it (see api/useCatalogue.ts). */
export interface GameListState {
  status: 'loading' | 'error' | 'ready';
  games: readonly SlotGame[];
  error: unknown;
  retry: () => void;
  retrying: boolean;
}

/** Paging of a list shown page by page. */
export interface GameListPaging {
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  loadMore: () => void;
}

export interface GameListViewProps {
  list: GameListState;
  actions: TileActions;
  /** Names the grid for assistive technology. */
  label: string;
  /** Shown in place of the grid when the list is empty. */
  empty: ReactNode;
  /** Placeholders while loading: the number of tiles a loaded list shows first. @default 10 */
  placeholderCount?: number;
  /** Tiles in the first screenful, whose images load at once. @default 0 */
  priorityCount?: number;
  paging?: GameListPaging;
  /** The failure's heading level, to fit the page outline. @default 2 */
  titleLevel?: 2 | 3;
}

/**
 * A casino list in any state: placeholder tiles of the loaded size, the failure with a retry,
 * the empty state, or the tiles, with "show more" while there are more pages.
 */
export function GameListView({
  list,
  actions,
  label,
  empty,
  placeholderCount = 10,
  priorityCount = 0,
  paging,
  titleLevel = 2,
}: GameListViewProps) {
  const { t } = useTranslation('casinoLobby');
  if (list.status === 'loading') {
    return (
      <GameGrid
        games={[]}
        actions={actions}
        label={label}
        loading
        placeholderCount={placeholderCount}
      />
    );
  }
  if (list.status === 'error') {
    return (
      <LoadFailure
        title={t('state.loadError')}
        error={list.error}
        retry={list.retry}
        retrying={list.retrying}
        titleLevel={titleLevel}
      />
    );
  }
  if (list.games.length === 0) return <>{empty}</>;
  return (
    <Stack space="medium">
      <GameGrid games={list.games} actions={actions} label={label} priorityCount={priorityCount} />
      {paging?.moreError ? (
        <LoadFailure
          title={t('state.moreError')}
          error={paging.moreError}
          retry={list.retry}
          retrying={list.retrying}
          titleLevel={titleLevel}
        />
      ) : paging?.hasMore || paging?.loadingMore ? (
        <Box display="flex" justifyContent="center">
          <Button variant="outline" loading={paging.loadingMore} onClick={paging.loadMore}>
            {t('state.showMore')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
