import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Heading, Stack } from '../../../../design-system/index.ts';
import { useBannedProviders } from '../../../core/brand/index.ts';
import { useSession } from '../../../core/session/index.ts';
import type { TileActions } from '../../shared/components/useTileActions.ts';
import { CategoryGames } from '../components/CategoryGames.tsx';
import { FavouriteGames } from '../components/FavouriteGames.tsx';
import { guestNoticeState } from '../components/GuestNotice.tsx';
import { useTileActions } from '../../shared/components/useTileActions.ts';
import {
  lobbyCategoryFromSearch,
  lobbySearchWithCategory,
  visibleCategories,
} from '../model/categories.ts';
import { LobbyView } from './LobbyView.tsx';
import { JackpotBlock } from '../../jackpots/index.ts';
import { TwentyOneCard } from '../../special/components/TwentyOneCard.tsx';
import { TWENTY_ONE_PROVIDER } from '../../special/providers/twentyOne.ts';
import type { LobbyCategory } from '../model/categories.ts';

/** Twenty-one has no catalogue entry: its card opens the card games (and the whole lobby). */
function showsTwentyOne(category: LobbyCategory, banned: ReadonlySet<string>): boolean {
  return (category === 'all' || category === 'card-games') && !banned.has(TWENTY_ONE_PROVIDER);
}

/** The lobby's tiles in view at once. */
const PRIORITY_TILES = 4;

function Favourites({ actions }: { actions: TileActions }) {
  const { t } = useTranslation('casinoLobby');
  const headingId = useId();
  return (
    <Stack as="section" space="small" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t('categories.favorite')}
      </Heading>
      <FavouriteGames
        actions={actions}
        label={t('categories.favorite')}
        emptyTitle={t('favourites.empty')}
      />
    </Stack>
  );
}

/**
 * /slots/main and any other /slots/<x> (the lobby by default): a category's games ten a page,
 * or with ?sF=1 the player's favourites.
 */
export default function LobbyScreen() {
  const { session } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const actions = useTileActions();
  const banned = useBannedProviders();
  const crashAllowed = session.status !== 'guest';
  const category = lobbyCategoryFromSearch(params, crashAllowed);
  return (
    <Stack space="xlarge">
      <LobbyView
        // Once on the page: the favourites show it in the list's place instead.
        guestMessage={category === 'favorite' ? 'none' : guestNoticeState(session.status)}
        categories={visibleCategories(session.status === 'player' || category === 'crash')}
        category={category}
        onCategory={(next) => void navigate({ search: lobbySearchWithCategory(params, next) })}
        content={
          category === 'favorite' ? (
            <Favourites actions={actions} />
          ) : (
            <Stack space="large">
              {showsTwentyOne(category, banned) ? <TwentyOneCard /> : null}
              <CategoryGames category={category} actions={actions} priorityCount={PRIORITY_TILES} />
            </Stack>
          )
        }
      />
      <JackpotBlock />
    </Stack>
  );
}
