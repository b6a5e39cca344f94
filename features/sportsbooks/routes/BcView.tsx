import { useTranslation } from 'react-i18next';
import { Box, Heading, Stack } from '../../../design-system/index.ts';
import { FrameNotice } from '../components/FrameNotice.tsx';
import { SportsbookFrame } from '../components/SportsbookFrame.tsx';
import {
  SportsbookStates,
  type SportsbookPageState,
  type TokenFailure,
} from '../components/SportsbookStates.tsx';
import type { BcCategory } from '../model/bc.ts';
import { BcSectionNav } from './BcSectionNav.tsx';

/** Sign-in is the history's (a guest's live and pre-match frames come with a notice instead). */
export type BcViewState =
  | SportsbookPageState
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
      <SportsbookStates
        state={state}
        texts={{
          unavailable: t('bc.unavailable'),
          unavailableText: t('bc.unavailableText'),
          signIn: t('bc.historySignIn'),
          signInText: t('bc.historySignInText'),
          error: t('bc.error'),
        }}
        onSignIn={onSignIn}
      />
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
