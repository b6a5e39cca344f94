import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Stack,
} from '../../../design-system/index.ts';
import { FrameNotice } from '../components/FrameNotice.tsx';
import { SportsbookFrame, SportsbookFrameLoading } from '../components/SportsbookFrame.tsx';
import type { BcCategory } from '../model/bc.ts';
import { BcSectionNav } from './BcSectionNav.tsx';

export interface TokenFailure {
  /** The failure in words (describeError, scope casino). */
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

export type BcViewState =
  /** The session check or the token is on the way. */
  | { status: 'loading' }
  /** The brand has no usable `integrations.bc`. */
  | { status: 'unavailable' }
  /** A guest on the history: nothing to show without an account. */
  | { status: 'signIn' }
  /** The history's token failed: no frame without a valid token. */
  | ({ status: 'error' } & TokenFailure)
  | {
      status: 'frame';
      src: string;
      /** Above the frame: the guest's sign-in prompt or a token failure (live and pre-match). */
      notice?: { kind: 'guest' } | ({ kind: 'error' } & TokenFailure);
    };

export interface BcViewProps {
  category: BcCategory;
  state: BcViewState;
  onSignIn: () => void;
}

/** /bc/{category}: the embedded sportsbook with its section links, heading and frame. */
export function BcView({ category, state, onSignIn }: BcViewProps) {
  const { t } = useTranslation('sportsbooks');
  const frameTitles: Record<BcCategory, string> = {
    live: t('bc.frameTitle.live'),
    prematch: t('bc.frameTitle.prematch'),
    history: t('bc.frameTitle.history'),
  };
  return (
    <Stack space="small">
      <Box paddingX="gutter" paddingTop="small">
        <Heading level={1}>{t('bc.heading')}</Heading>
      </Box>
      <BcSectionNav current={category} />
      {state.status === 'loading' ? (
        <SportsbookFrameLoading label={t('common.frameLoading')} />
      ) : null}
      {state.status === 'unavailable' ? (
        <Box padding="gutter">
          <EmptyState
            icon="info"
            title={t('bc.unavailable')}
            description={t('bc.unavailableText')}
          />
        </Box>
      ) : null}
      {state.status === 'signIn' ? (
        <Box padding="gutter">
          <EmptyState
            icon="lock"
            title={t('bc.historySignIn')}
            description={t('bc.historySignInText')}
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
            title={t('bc.error')}
            description={state.message}
            onRetry={state.onRetry}
            retryLabel={t('common.retry')}
            retrying={state.retrying}
          />
        </Box>
      ) : null}
      {state.status === 'frame' ? (
        <>
          {state.notice?.kind === 'guest' ? (
            <FrameNotice
              message={t('common.betPrompt')}
              actionLabel={t('common.signIn')}
              actionIcon="user"
              onAction={onSignIn}
            />
          ) : null}
          {state.notice?.kind === 'error' ? (
            <FrameNotice
              alert
              message={`${t('bc.errorWithFrame')} ${state.notice.message}`}
              actionLabel={t('common.retry')}
              actionIcon="refresh"
              onAction={state.notice.onRetry}
              busy={state.notice.retrying}
            />
          ) : null}
          <SportsbookFrame src={state.src} title={frameTitles[category]} />
        </>
      ) : null}
    </Stack>
  );
}
