import { useTranslation } from 'react-i18next';
import { Box, Button, EmptyState, ErrorState } from '../../../design-system/index.ts';
import { SportsbookFrameLoading } from './SportsbookFrame.tsx';

export interface TokenFailure {
  /** The failure in words (describeError, scope casino). */
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** What a sportsbook page shows instead of its frame. */
export type SportsbookPageState =
  /** The session check or the token is on the way. */
  | { status: 'loading' }
  /** The brand has no usable integration address. */
  | { status: 'unavailable' }
  /** A guest where the sportsbook needs an account. */
  | { status: 'signIn' }
  /** The token failed: no frame without a valid token. */
  | ({ status: 'error' } & TokenFailure);

export interface SportsbookStatesProps {
  state: SportsbookPageState | { status: 'frame' };
  /** Each sportsbook's own words for the states (already translated). */
  texts: {
    unavailable: string;
    unavailableText: string;
    signIn: string;
    signInText: string;
    error: string;
  };
  onSignIn: () => void;
}

/** Loading, not available, sign-in and token failure: the same for every embedded sportsbook. */
export function SportsbookStates({ state, texts, onSignIn }: SportsbookStatesProps) {
  const { t } = useTranslation('sportsbooks');
  switch (state.status) {
    case 'loading':
      return <SportsbookFrameLoading label={t('common.frameLoading')} />;
    case 'unavailable':
      return (
        <Box padding="gutter">
          <EmptyState icon="info" title={texts.unavailable} description={texts.unavailableText} />
        </Box>
      );
    case 'signIn':
      return (
        <Box padding="gutter">
          <EmptyState
            icon="lock"
            title={texts.signIn}
            description={texts.signInText}
            action={
              <Button icon="user" onClick={onSignIn}>
                {t('common.signIn')}
              </Button>
            }
          />
        </Box>
      );
    case 'error':
      return (
        <Box padding="gutter">
          <ErrorState
            title={texts.error}
            description={state.message}
            onRetry={state.onRetry}
            retryLabel={t('common.retry')}
            retrying={state.retrying}
          />
        </Box>
      );
    default:
      return null;
  }
}
