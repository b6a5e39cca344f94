import { useTranslation } from 'react-i18next';
import { Collapsible, LoadingOverlay, Stack, Heading } from '../../../../design-system/index.ts';
import { CasinoMenu } from '../../shared/components/CasinoMenu.tsx';
import { GuestCasinoMessage } from '../../shared/components/GuestCasinoMessage.tsx';
import type { VirtualGameList } from '../api/useVirtualGames.ts';
import { GameOpening } from '../components/GameOpening.tsx';
import { VirtualGameListView } from '../components/VirtualGameListView.tsx';
import { VIRTUAL_NAMESPACE } from '../model/paths.ts';
import type { VirtualGame } from '../model/virtualGame.ts';

export interface BetRadarViewProps {
  /** Who looks: the auth check still running shows the list's placeholders. */
  viewer: 'checking' | 'guest' | 'player';
  list: VirtualGameList;
  /** Tiles shown so far (12, then 12 more at the end of the list). */
  count: number;
  sentinelRef?: (element: HTMLElement | null) => void;
  onOpen: (game: VirtualGame) => void;
  /** A session start runs: the loading overlay covers the page. */
  launching: boolean;
  /** The spec's frame value: once set, the menu and the list give way to the game's opening. */
  gameUrl?: string;
}

/**
 * /bet-radar (casino spec, section 2): the casino menu, then the provider's collapsible header
 * (open at first) over its games. A player's tap starts a session under a loading overlay.
 */
export function BetRadarView({
  viewer,
  list,
  count,
  sentinelRef,
  onOpen,
  launching,
  gameUrl,
}: BetRadarViewProps) {
  const { t } = useTranslation(VIRTUAL_NAMESPACE);
  const opened = viewer === 'player' && Boolean(gameUrl);
  const shownList: VirtualGameList = viewer === 'checking' ? { ...list, status: 'loading' } : list;
  return (
    <LoadingOverlay loading={launching} fullScreen label={t('launch.launchingStatus')}>
      <Stack space="large">
        {opened ? null : <CasinoMenu />}
        <Heading level={1}>{t('betRadar.title')}</Heading>
        {opened ? (
          <GameOpening gameUrl={gameUrl} />
        ) : (
          <Collapsible.Root defaultOpen>
            <Collapsible.Trigger headingLevel={2}>{t('betRadar.provider')}</Collapsible.Trigger>
            <Collapsible.Content>
              {viewer === 'guest' ? (
                <GuestCasinoMessage />
              ) : (
                <VirtualGameListView
                  list={shownList}
                  opener={{ kind: 'button', onOpen }}
                  label={t('betRadar.listLabel')}
                  titleLevel={3}
                  count={count}
                  sentinelRef={sentinelRef}
                  placeholderCount={12}
                />
              )}
            </Collapsible.Content>
          </Collapsible.Root>
        )}
      </Stack>
    </LoadingOverlay>
  );
}
