import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Stack,
} from '../../../design-system/index.ts';
import { SportsbookFrame, SportsbookFrameLoading } from '../components/SportsbookFrame.tsx';
import type { DigsportRoute } from '../model/digsport.ts';

export type DigsportViewState =
  | { status: 'loading' }
  /** The brand has no usable `integrations.digitain`. */
  | { status: 'unavailable' }
  /** A guest: the sportsbook boots only with a player's token. */
  | { status: 'signIn' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | { status: 'frame'; src: string };

export interface DigsportViewProps {
  route: DigsportRoute;
  state: DigsportViewState;
  onSignIn: () => void;
}

/** /digsport and /digsport/{category}: the digital sportsbook's boot frame. */
export function DigsportView({ route, state, onSignIn }: DigsportViewProps) {
  const { t } = useTranslation('sportsbooks');
  const frameTitles: Record<DigsportRoute, string> = {
    home: t('digsport.frameTitle.home'),
    live: t('digsport.frameTitle.live'),
    history: t('digsport.frameTitle.history'),
  };
  return (
    <Stack space="small">
      <Box paddingX="gutter" paddingTop="small">
        <Heading level={1}>{t('digsport.heading')}</Heading>
      </Box>
      {state.status === 'loading' ? (
        <SportsbookFrameLoading label={t('common.frameLoading')} />
      ) : null}
      {state.status === 'unavailable' ? (
        <Box padding="gutter">
          <EmptyState
            icon="info"
            title={t('digsport.unavailable')}
            description={t('digsport.unavailableText')}
          />
        </Box>
      ) : null}
      {state.status === 'signIn' ? (
        <Box padding="gutter">
          <EmptyState
            icon="lock"
            title={t('digsport.signInTitle')}
            description={t('digsport.signInText')}
            action={
              <Button icon="user" onClick={onSignIn}>
                {t('common.signIn')}
              </Button>
            }
          />
        </Box>
      ) : null}
      {state.status === 'error' ? (
        <Box padding="gutter">
          <ErrorState
            title={t('digsport.error')}
            description={state.message}
            onRetry={state.onRetry}
            retryLabel={t('common.retry')}
            retrying={state.retrying}
          />
        </Box>
      ) : null}
      {state.status === 'frame' ? (
        <SportsbookFrame src={state.src} title={frameTitles[route]} />
      ) : null}
    </Stack>
  );
}
