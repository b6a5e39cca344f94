import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Heading,
  SearchField,
  Stack,
  Text,
  VisuallyHidden,
} from '../../../../design-system/index.ts';
import { CasinoMenu } from '../../shared/components/CasinoMenu.tsx';
import type { TileActions } from '../../shared/components/useTileActions.ts';
import { BEST_GAMES_COUNT } from '../api/catalogue.ts';
import { CategoryFilters } from '../components/CategoryFilters.tsx';
import { GameListView, type GameListState } from '../components/GameListView.tsx';
import { GuestNotice, type GuestNoticeState } from '../components/GuestNotice.tsx';
import { QuickLinks } from '../components/QuickLinks.tsx';
import type { LobbyCategory } from '../model/categories.ts';
import { PROVIDERS_PATH } from '../model/paths.ts';
import type { QuickLink } from '../model/quickLinks.ts';
import { SEARCH_MAX_LENGTH } from '../model/useDebouncedSearch.ts';

/** The best games' first row loads at once; the slider above holds the largest paint. */
const PRIORITY_TILES = 2;

export interface CasinoHomeViewProps {
  /** The casino's sign-in message near the top: shown to a guest, its place kept while checking. */
  guestMessage: GuestNoticeState;
  quickLinks: readonly QuickLink[];
  /** The jackpot block, when the jackpots feature provides one. */
  jackpots?: ReactNode;
  best: GameListState;
  actions: TileActions;
  searchText: string;
  /**
   * A search is under way (its debounced query is not empty): its results take the place of the
   * quick links, the best games and the jackpots, right under the search box.
   */
  searching?: boolean;
  onSearchChange: (text: string) => void;
  /** Enter or the clear button: search at once. */
  onSearch: (text: string) => void;
  categories: readonly LobbyCategory[];
  category: LobbyCategory;
  onCategory: (category: LobbyCategory) => void;
  /** Under the filters: the provider blocks, a category's games or the search results. */
  content: ReactNode;
}

/**
 * The casino home (/slots/home, the product's landing page; spec, section 2): menu, search, quick
 * links, the best games, jackpots, the providers link, category filters and what they show. The
 * search sits at the top, where players look for it (under the jackpots it was a screen and a half
 * down), and while it has a query its results come straight under it.
 */
export function CasinoHomeView({
  guestMessage,
  quickLinks,
  jackpots,
  best,
  actions,
  searchText,
  searching = false,
  onSearchChange,
  onSearch,
  categories,
  category,
  onCategory,
  content,
}: CasinoHomeViewProps) {
  const { t } = useTranslation('casinoLobby');
  const bestId = useId();
  return (
    <Stack space="large">
      <VisuallyHidden as="h1">{t('home.title')}</VisuallyHidden>
      <CasinoMenu />
      <GuestNotice state={guestMessage} />
      <Box role="search">
        <SearchField
          label={t('search.label')}
          hideLabel
          placeholder={t('search.placeholder')}
          clearLabel={t('search.clear')}
          maxLength={SEARCH_MAX_LENGTH}
          value={searchText}
          onValueChange={onSearchChange}
          onSearch={onSearch}
        />
      </Box>
      {searching ? null : (
        <>
          <QuickLinks links={quickLinks} />
          <Stack as="section" space="small" aria-labelledby={bestId}>
            <Heading level={2} id={bestId}>
              {t('home.bestGames')}
            </Heading>
            <GameListView
              list={best}
              actions={actions}
              label={t('home.bestGames')}
              placeholderCount={BEST_GAMES_COUNT}
              priorityCount={PRIORITY_TILES}
              empty={<Text tone="secondary">{t('home.bestEmpty')}</Text>}
              titleLevel={3}
            />
          </Stack>
          {jackpots}
        </>
      )}
      <Stack space="small">
        <Box display="flex" justifyContent="flex-end">
          <Button href={PROVIDERS_PATH} size="small" variant="ghost" icon="casino">
            {t('home.providers')}
          </Button>
        </Box>
        <CategoryFilters categories={categories} current={category} onSelect={onCategory} />
      </Stack>
      {content}
    </Stack>
  );
}
