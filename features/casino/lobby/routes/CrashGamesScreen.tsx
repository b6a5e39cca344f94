import { useTranslation } from 'react-i18next';
import { EmptyState, Stack } from '../../../../design-system/index.ts';
import { useSession } from '../../../core/session/index.ts';
import { guestNoticeState } from '../components/GuestNotice.tsx';
import { PagedGames } from '../components/PagedGames.tsx';
import { useTileActions } from '../../shared/components/useTileActions.ts';
import { CrashGamesView } from './CrashGamesView.tsx';
import { JackpotBlock } from '../../jackpots/index.ts';

/** The crash games' tiles in view at once. */
const PRIORITY_TILES = 4;

/** /slots/crash-games: the catalogue's crash category, ten a page. */
export default function CrashGamesScreen() {
  const { t } = useTranslation('casinoLobby');
  const { session } = useSession();
  const actions = useTileActions();
  return (
    <Stack space="xlarge">
      <CrashGamesView
        guestMessage={guestNoticeState(session.status)}
        games={
          <PagedGames
            filter={{ category: 'crash', provider: '', search: '' }}
            actions={actions}
            label={t('crash.title')}
            priorityCount={PRIORITY_TILES}
            empty={<EmptyState icon="casino" title={t('crash.empty')} titleLevel={2} />}
          />
        }
      />
      <JackpotBlock />
    </Stack>
  );
}
