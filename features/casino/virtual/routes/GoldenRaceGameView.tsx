import { useTranslation } from 'react-i18next';
import { ErrorState, Heading, Link, Stack } from '../../../../design-system/index.ts';
import { GuestCasinoMessage } from '../../shared/components/GuestCasinoMessage.tsx';
import { GameOpening } from '../components/GameOpening.tsx';
import { GOLDEN_RACE_PATH, VIRTUAL_NAMESPACE } from '../model/paths.ts';

export type GoldenRaceGameViewProps =
  /** A guest: playing needs an account (casino spec, section 6). */
  | { state: 'guest' }
  /** The game address is asked for (or the auth check has not answered yet). */
  | { state: 'launching' }
  /** The browser is on its way to the game. */
  | { state: 'opened'; gameUrl: string }
  | { state: 'failed'; message: string; onRetry: () => void; retrying?: boolean };

function BackToRaces() {
  const { t } = useTranslation(VIRTUAL_NAMESPACE);
  return (
    <Link href={GOLDEN_RACE_PATH} underline="always">
      {t('goldenRace.back')}
    </Link>
  );
}

/** /virtual-games/golden-race/{gameID}: one screen per state of the game's opening. */
export function GoldenRaceGameView(props: GoldenRaceGameViewProps) {
  const { t } = useTranslation(VIRTUAL_NAMESPACE);
  switch (props.state) {
    case 'guest':
      return (
        <Stack space="large">
          <Heading level={1}>{t('launch.guestTitle')}</Heading>
          <GuestCasinoMessage />
          <BackToRaces />
        </Stack>
      );
    case 'launching':
    case 'opened':
      return (
        <Stack space="none" align="center">
          <Heading level={1} align="center">
            {t('launch.launchingTitle')}
          </Heading>
          <GameOpening gameUrl={props.state === 'opened' ? props.gameUrl : undefined} />
        </Stack>
      );
    case 'failed':
      return (
        <Stack space="large" align="center">
          <ErrorState
            titleLevel={1}
            title={t('launch.failedTitle')}
            description={props.message}
            onRetry={props.onRetry}
            retryLabel={t('launch.retry')}
            retrying={props.retrying}
          />
          <BackToRaces />
        </Stack>
      );
  }
}
