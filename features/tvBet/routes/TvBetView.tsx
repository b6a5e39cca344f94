import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  EmptyState,
  ErrorState,
  Heading,
  Spinner,
  Stack,
} from '../../../design-system/index.ts';
import { GuestBetPrompt } from '../components/GuestBetPrompt.tsx';
import { TvBetFrame } from '../components/TvBetFrame.tsx';
import { TV_BET_NAMESPACE } from '../model/namespace.ts';

/** The frame's address and the origin its messages are checked against (null: none). */
export interface TvBetFrameTarget {
  src: string;
  origin: string | null;
}

export type TvBetViewProps =
  /** The brand has no TV-bet frame (`integrations.tvbet`). */
  | { state: 'unavailable' }
  /** The auth check or GenToken has not answered yet. */
  | { state: 'loading' }
  /** GenToken failed: why, and a retry. */
  | { state: 'failed'; message: string; onRetry: () => void; retrying?: boolean }
  /** A guest: the frame in their language, without token, and the prompt to log in to bet. */
  | { state: 'guest'; frame: TvBetFrameTarget }
  /** A player: the frame with their token and the client id. */
  | { state: 'player'; frame: TvBetFrameTarget };

function Gutter({ children }: { children: ReactNode }) {
  return <Box paddingX="gutter">{children}</Box>;
}

function Body(props: TvBetViewProps) {
  const { t } = useTranslation(TV_BET_NAMESPACE);
  switch (props.state) {
    case 'unavailable':
      return (
        <Gutter>
          <EmptyState
            icon="info"
            title={t('unavailable.title')}
            description={t('unavailable.description')}
          />
        </Gutter>
      );
    case 'loading':
      return (
        <Box paddingY="xlarge" display="flex" justifyContent="center">
          <Spinner size="large" label={t('page.loading')} />
        </Box>
      );
    case 'failed':
      return (
        <Gutter>
          <ErrorState
            title={t('error.title')}
            description={props.message}
            onRetry={props.onRetry}
            retryLabel={t('error.retry')}
            retrying={props.retrying}
          />
        </Gutter>
      );
    case 'guest':
    case 'player':
      return (
        <Stack space="medium">
          {props.state === 'guest' ? (
            <Gutter>
              <GuestBetPrompt />
            </Gutter>
          ) : null}
          <TvBetFrame
            src={props.frame.src}
            origin={props.frame.origin}
            title={t('page.frameTitle')}
          />
        </Stack>
      );
  }
}

/** /tv-bet: the page title over the TV-betting frame, or the state that takes its place. */
export function TvBetView(props: TvBetViewProps) {
  const { t } = useTranslation(TV_BET_NAMESPACE);
  return (
    <Box paddingTop="large" paddingBottom="large">
      <Stack space="medium">
        <Gutter>
          <Heading level={1}>{t('page.title')}</Heading>
        </Gutter>
        <Body {...props} />
      </Stack>
    </Box>
  );
}
