import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  Heading,
  LoadingOverlay,
  Skeleton,
  Stack,
  Tabs,
} from '../../../../design-system/index.ts';
import { GameSection } from '../components/GameSection.tsx';
import { ALL_GAMES, shownGames, type EsportsGame, type GameTourney } from '../model/games.ts';

/** The games on their way, failed (with a translated reason and a retry), or here. */
export type LoadableGames =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | { status: 'ready'; games: readonly EsportsGame[] };

export interface EsportsViewProps {
  games: LoadableGames;
  /** The top menu's choice in effect: a game id, or ALL_GAMES. */
  chosenGameId: number;
  onChooseGame: (gameId: number) => void;
  openGames: readonly number[];
  onToggleGame: (gameId: number) => void;
  /** A tourney with its events, rendered while its game is open. */
  renderTourney: (game: EsportsGame, tourney: GameTourney) => ReactNode;
}

/** /cybersport: a menu of 'all esports' and each game; games open to tourneys, tourneys to events. */
export function EsportsView({
  games,
  chosenGameId,
  onChooseGame,
  openGames,
  onToggleGame,
  renderTourney,
}: EsportsViewProps) {
  const { t } = useTranslation('esports');
  return (
    <Stack space="large">
      <Heading level={1}>{t('title')}</Heading>
      {games.status === 'loading' ? (
        <LoadingOverlay loading label={t('loading')}>
          <Stack space="small">
            <Skeleton shape="rect" />
            <Skeleton shape="rect" />
            <Skeleton shape="rect" />
          </Stack>
        </LoadingOverlay>
      ) : games.status === 'error' ? (
        <ErrorState
          title={t('error')}
          description={games.message}
          onRetry={games.onRetry}
          retryLabel={t('retry')}
          retrying={games.retrying}
        />
      ) : games.games.length === 0 ? (
        <EmptyState icon="esports" title={t('empty')} description={t('emptyHint')} />
      ) : (
        <Tabs.Root
          value={String(chosenGameId)}
          onValueChange={(value) => onChooseGame(Number(value))}
        >
          <Tabs.List aria-label={t('menu.label')} variant="pill">
            <Tabs.Trigger value={String(ALL_GAMES)}>{t('menu.all')}</Tabs.Trigger>
            {games.games.map((game) => (
              <Tabs.Trigger key={game.id} value={String(game.id)}>
                {game.name ?? ''}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* Only the chosen entry's panel renders: all games, or the one chosen. */}
          {[ALL_GAMES, ...games.games.map((game) => game.id)].map((value) => (
            <Tabs.Content key={value} value={String(value)}>
              <Stack space="small">
                {shownGames(games.games, value).map((game) => (
                  <GameSection
                    key={game.id}
                    game={game}
                    open={openGames.includes(game.id)}
                    onToggle={() => onToggleGame(game.id)}
                  >
                    {game.tourneys.map((tourney) => renderTourney(game, tourney))}
                  </GameSection>
                ))}
              </Stack>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Stack>
  );
}
