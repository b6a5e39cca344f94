import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession, type Session } from '../../../core/session/index.ts';
import { GuestCasinoMessage } from '../../shared/components/GuestCasinoMessage.tsx';
import type { TileActions } from '../../shared/components/useTileActions.ts';
import { BEST_GAMES_COUNT } from '../api/catalogue.ts';
import { BEST_GAMES_FILTER } from '../api/preload.ts';
import { useGamesPage } from '../api/useCatalogue.ts';
import { CategoryGames } from '../components/CategoryGames.tsx';
import { guestNoticeState } from '../components/GuestNotice.tsx';
import { ProviderBlocks } from '../components/ProviderBlocks.tsx';
import { useTileActions } from '../../shared/components/useTileActions.ts';
import { useQuickLinks } from '../components/useQuickLinks.ts';
import {
  categoryFromSearch,
  searchWithCategory,
  visibleCategories,
  type LobbyCategory,
} from '../model/categories.ts';
import { useDebouncedSearch } from '../model/useDebouncedSearch.ts';
import { CasinoHomeView } from './CasinoHomeView.tsx';
import { DeferredJackpots } from '../components/DeferredJackpots.tsx';

interface HomeContentProps {
  category: LobbyCategory;
  query: string;
  session: Session;
  actions: TileActions;
}

/** Under the filters: the search's results, the provider blocks, or the chosen category. */
function HomeContent({ category, query, session, actions }: HomeContentProps) {
  if (category === 'favorite' && session.status === 'guest') return <GuestCasinoMessage />;
  if (category === 'all' && query === '') return <ProviderBlocks actions={actions} />;
  return (
    <CategoryGames
      category={category}
      query={query}
      actions={actions}
      // A favourites list is the player's own: it waits for the session check.
      enabled={category !== 'favorite' || session.status === 'player'}
    />
  );
}

/**
 * /slots/home?sC={category}: the casino home. Its first requests (best games, then the provider
 * list with the first two provider blocks, or the chosen category) all start on mount, or are
 * already running when the host preloaded them (api/preload.ts, the same keys).
 */
export default function CasinoHomeScreen() {
  const { session } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const crashAllowed = session.status !== 'guest';
  const category = categoryFromSearch(params, crashAllowed);
  const search = useDebouncedSearch();
  const actions = useTileActions();
  const best = useGamesPage(BEST_GAMES_FILTER, BEST_GAMES_COUNT);
  const quickLinks = useQuickLinks();
  return (
    <CasinoHomeView
      jackpots={<DeferredJackpots />}
      // Once on the page: the favourites filter shows it in the list's place instead.
      guestMessage={category === 'favorite' ? 'none' : guestNoticeState(session.status)}
      quickLinks={quickLinks}
      best={best}
      actions={actions}
      searchText={search.text}
      searching={search.query !== ''}
      onSearchChange={search.change}
      onSearch={search.searchNow}
      // Crash joins the chips once a player is known (unless the address already chose it).
      categories={visibleCategories(session.status === 'player' || category === 'crash')}
      category={category}
      onCategory={(next) => void navigate({ search: searchWithCategory(params, next) })}
      content={
        <HomeContent category={category} query={search.query} session={session} actions={actions} />
      }
    />
  );
}
