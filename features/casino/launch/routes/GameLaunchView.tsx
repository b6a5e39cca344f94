import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Link,
  Spinner,
  Stack,
  Text,
} from '../../../../design-system/index.ts';
import { GuestCasinoMessage } from '../../shared/components/GuestCasinoMessage.tsx';
import { LAUNCH_NAMESPACE } from '../model/launchFailure.ts';

/** The casino lobby, where every way out of the game page leads. */
export const LOBBY_PATH = '/slots/main';

export type GameLaunchViewProps =
  /** A guest: playing needs an account (casino spec, section 6). */
  | { state: 'guest' }
  /** The session call runs (or the auth check has not answered yet). */
  | { state: 'launching' }
  /** The browser is on its way to the game; the link is for when it does not get there. */
  | { state: 'opened'; gameUrl: string }
  | { state: 'failed'; message: string; onRetry: () => void; retrying?: boolean }
  /** The address names a route provider that launches nothing. */
  | { state: 'unknown' };

/** A game address as a full URL: the router would read a bare path as one of the app's pages. */
function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

function BackToLobby() {
  const { t } = useTranslation(LAUNCH_NAMESPACE);
  return (
    <Link href={LOBBY_PATH} underline="always">
      {t('game.backToLobby')}
    </Link>
  );
}

/** The game page, /slots/{routeProvider}/{gameId}: one screen per launch state. */
export function GameLaunchView(props: GameLaunchViewProps) {
  const { t } = useTranslation(LAUNCH_NAMESPACE);
  switch (props.state) {
    case 'guest':
      return (
        <Stack space="large">
          <Heading level={1}>{t('game.guestTitle')}</Heading>
          <GuestCasinoMessage />
          <BackToLobby />
        </Stack>
      );
    case 'launching':
    case 'opened':
      return (
        <Box paddingY="xlarge">
          <Stack space="large" align="center">
            <Heading level={1} align="center">
              {t('game.launchingTitle')}
            </Heading>
            <Spinner size="large" label={t('game.launchingStatus')} />
            {props.state === 'opened' ? (
              <Stack space="small" align="center">
                <Text tone="secondary" align="center">
                  {t('game.openedHint')}
                </Text>
                <Button href={absolute(props.gameUrl)}>{t('game.openGame')}</Button>
              </Stack>
            ) : null}
          </Stack>
        </Box>
      );
    case 'failed':
      return (
        <Stack space="large" align="center">
          <ErrorState
            titleLevel={1}
            title={t('game.failedTitle')}
            description={props.message}
            onRetry={props.onRetry}
            retryLabel={t('game.retry')}
            retrying={props.retrying}
          />
          <BackToLobby />
        </Stack>
      );
    case 'unknown':
      return (
        <EmptyState
          titleLevel={1}
          icon="search"
          title={t('game.notFoundTitle')}
          description={t('game.notFoundDescription')}
          action={<Button href={LOBBY_PATH}>{t('game.backToLobby')}</Button>}
        />
      );
  }
}
