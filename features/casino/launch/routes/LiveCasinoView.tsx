import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Heading, Stack } from '../../../../design-system/index.ts';
import { CasinoMenu } from '../../shared/components/CasinoMenu.tsx';
import { GameGrid } from '../../shared/components/GameGrid.tsx';
import { GuestCasinoMessage } from '../../shared/components/GuestCasinoMessage.tsx';
import type { TileActions } from '../../shared/components/useTileActions.ts';
import type { LiveCategory, LiveTableGroup } from '../model/liveCategories.ts';
import { LAUNCH_NAMESPACE } from '../model/launchFailure.ts';

export interface LiveCasinoViewProps {
  /** Guests browse the tables, told above them that playing needs an account. */
  guest: boolean;
  groups: readonly LiveTableGroup[];
  /** The first answers are on their way: placeholder tiles. */
  loading: boolean;
  /** Why a list failed, when one did; the tables that loaded stay below it. */
  errorMessage?: string;
  onRetry: () => void;
  retrying?: boolean;
  actions: TileActions;
}

/** Tiles in the first screenful load their images at once. */
const PRIORITY_TILES = 4;

function useCategoryLabels(): Record<LiveCategory, string> {
  const { t } = useTranslation(LAUNCH_NAMESPACE);
  return {
    roulette: t('category.roulette'),
    blackjack: t('category.blackjack'),
    baccarat: t('category.baccarat'),
    dice: t('category.dice'),
    'game-show': t('category.gameShow'),
    other: t('category.other'),
  };
}

/** /casinolive/main: the casino menu, then the live tables grouped by category. */
export function LiveCasinoView({
  guest,
  groups,
  loading,
  errorMessage,
  onRetry,
  retrying = false,
  actions,
}: LiveCasinoViewProps) {
  const { t } = useTranslation(LAUNCH_NAMESPACE);
  const labels = useCategoryLabels();
  const empty = !loading && errorMessage === undefined && groups.length === 0;
  return (
    <Stack space="large">
      <CasinoMenu />
      <Heading level={1}>{t('live.title')}</Heading>
      {guest ? <GuestCasinoMessage /> : null}
      {errorMessage !== undefined ? (
        <ErrorState
          title={t('live.loadFailed')}
          description={errorMessage}
          onRetry={onRetry}
          retryLabel={t('live.retry')}
          retrying={retrying}
        />
      ) : null}
      {loading ? (
        <GameGrid games={[]} actions={actions} loading label={t('live.loadingLabel')} />
      ) : null}
      {empty ? (
        <EmptyState
          icon="casino"
          title={t('live.emptyTitle')}
          description={t('live.emptyDescription')}
        />
      ) : null}
      {loading
        ? null
        : groups.map((group, index) => (
            <Stack
              key={group.category}
              as="section"
              space="small"
              aria-labelledby={`live-${group.category}`}
            >
              <Heading level={2} id={`live-${group.category}`}>
                {labels[group.category]}
              </Heading>
              <GameGrid
                games={group.games}
                actions={actions}
                label={t('live.tablesLabel', { category: labels[group.category] })}
                priorityCount={index === 0 ? PRIORITY_TILES : 0}
              />
            </Stack>
          ))}
    </Stack>
  );
}
