import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Heading, Stack, VisuallyHidden } from '../../../../design-system/index.ts';
import type { TileActions } from '../../shared/components/useTileActions.ts';
import { usePagedGames } from '../api/useCatalogue.ts';
import type { LobbyCategory } from '../model/categories.ts';
import { GameListView } from './GameListView.tsx';

export interface CategoryGamesProps {
  category: LobbyCategory;
  /** A search term: the games of the category whose name holds it. @default '' */
  query?: string;
  actions: TileActions;
  /** False while the list cannot be asked for yet (favourites before the session is known). */
  enabled?: boolean;
  /** Tiles in the first screenful. @default 0 */
  priorityCount?: number;
}

function EmptyCategory({ category, query }: { category: LobbyCategory; query: string }) {
  const { t } = useTranslation('casinoLobby');
  if (query) {
    return (
      <EmptyState
        icon="search"
        title={t('search.empty', { query })}
        description={t('search.emptyHint')}
        titleLevel={3}
      />
    );
  }
  if (category === 'favorite') {
    return (
      <EmptyState
        icon="star"
        title={t('favourites.empty')}
        description={t('favourites.emptyHint')}
        titleLevel={3}
      />
    );
  }
  return <EmptyState icon="casino" title={t('categories.empty')} titleLevel={3} />;
}

/**
 * One category's games, or a search's results, ten a page with "show more". A favourites list
 * drops a game as soon as it is removed; a search says how many games it found.
 */
export function CategoryGames({
  category,
  query = '',
  actions,
  enabled = true,
  priorityCount = 0,
}: CategoryGamesProps) {
  const { t } = useTranslation('casinoLobby');
  const headingId = useId();
  const list = usePagedGames({ category, provider: '', search: query }, enabled);
  const favouritesOnly = category === 'favorite';
  const games = useMemo(
    () => (favouritesOnly ? list.games.filter((game) => actions.favourite(game)) : list.games),
    [favouritesOnly, list.games, actions],
  );
  const title = query ? t('search.results', { query }) : t(`categories.${category}`);
  return (
    <Stack as="section" space="small" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {query ? (
        <VisuallyHidden>
          <span role="status">
            {list.status === 'ready' ? t('search.found', { count: list.total }) : ''}
          </span>
        </VisuallyHidden>
      ) : null}
      <GameListView
        list={{ ...list, games }}
        paging={list}
        actions={actions}
        label={title}
        empty={<EmptyCategory category={category} query={query} />}
        priorityCount={priorityCount}
        titleLevel={3}
      />
    </Stack>
  );
}
