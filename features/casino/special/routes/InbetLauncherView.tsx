import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Link,
  LoadingOverlay,
  Stack,
} from '../../../../design-system/index.ts';
import { GuestCasinoMessage } from '../../shared/components/GuestCasinoMessage.tsx';
import { SPECIAL_NAMESPACE } from '../model/namespace.ts';
import { gameArea } from './InbetLauncher.css.ts';

/** The casino lobby, where every way out of the page leads (and the launcher's homePage). */
export const LOBBY_PATH = '/slots/main';

export type InbetLauncherViewProps = { game: string } & (
  | { state: 'loading' }
  | { state: 'guest' }
  | { state: 'tokenFailed'; message: string; onRetry: () => void }
  | { state: 'scriptFailed'; onRetry: () => void }
  /** The brand configures no launcher script. */
  | { state: 'unavailable' }
  /** The address names no game id the platform accepts. */
  | { state: 'notFound' }
);

function BackToLobby() {
  const { t } = useTranslation(SPECIAL_NAMESPACE);
  return (
    <Link href={LOBBY_PATH} underline="always">
      {t('inbet.backToLobby')}
    </Link>
  );
}

/** /slots/inbet/{gameId} before its game runs: one screen per state. */
export function InbetLauncherView(props: InbetLauncherViewProps) {
  const { t } = useTranslation(SPECIAL_NAMESPACE);
  const title = t('inbet.title', { game: props.game });
  switch (props.state) {
    case 'loading':
      return (
        <Stack space="small">
          <Heading level={1}>{title}</Heading>
          <LoadingOverlay loading label={t('inbet.loading')}>
            <div className={gameArea} />
          </LoadingOverlay>
        </Stack>
      );
    case 'guest':
      return (
        <Stack space="large">
          <Heading level={1}>{t('inbet.guestTitle')}</Heading>
          <GuestCasinoMessage />
          <BackToLobby />
        </Stack>
      );
    case 'tokenFailed':
    case 'scriptFailed':
      return (
        <Stack space="large" align="center">
          <ErrorState
            titleLevel={1}
            title={
              props.state === 'tokenFailed'
                ? t('inbet.tokenFailedTitle')
                : t('inbet.scriptFailedTitle')
            }
            description={
              props.state === 'tokenFailed' ? props.message : t('inbet.scriptFailedDescription')
            }
            onRetry={props.onRetry}
            retryLabel={t('inbet.retry')}
          />
          <BackToLobby />
        </Stack>
      );
    case 'unavailable':
    case 'notFound':
      return (
        <EmptyState
          titleLevel={1}
          icon={props.state === 'unavailable' ? 'lock' : 'search'}
          title={
            props.state === 'unavailable' ? t('inbet.unavailableTitle') : t('inbet.notFoundTitle')
          }
          description={
            props.state === 'unavailable'
              ? t('inbet.unavailableDescription')
              : t('inbet.notFoundDescription')
          }
          action={<Button href={LOBBY_PATH}>{t('inbet.backToLobby')}</Button>}
        />
      );
  }
}

export interface InbetRunningViewProps {
  game: string;
  /** The element the launcher renders the game into. */
  containerRef: Ref<HTMLElement>;
}

/** The running game under a compact title; the section is named by it. */
export function InbetRunningView({ game, containerRef }: InbetRunningViewProps) {
  const { t } = useTranslation(SPECIAL_NAMESPACE);
  const headingId = useId();
  return (
    <Stack space="small">
      <Heading level={1} id={headingId}>
        {t('inbet.title', { game })}
      </Heading>
      {/* The launcher owns this element's content (it empties it on init and destroy), so React
          renders nothing inside it. */}
      <section ref={containerRef} aria-labelledby={headingId} className={gameArea} />
    </Stack>
  );
}
