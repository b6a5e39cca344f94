import { useTranslation } from 'react-i18next';
import { Box, Heading, Stack } from '../../../design-system/index.ts';
import { SportsbookFrame } from '../components/SportsbookFrame.tsx';
import { SportsbookStates, type SportsbookPageState } from '../components/SportsbookStates.tsx';
import type { DigsportRoute } from '../model/digsport.ts';

/** A guest gets sign-in: the sportsbook boots only with a player's token. */
export type DigsportViewState = SportsbookPageState | { status: 'frame'; src: string };

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
      <SportsbookStates
        state={state}
        texts={{
          unavailable: t('digsport.unavailable'),
          unavailableText: t('digsport.unavailableText'),
          signIn: t('digsport.signInTitle'),
          signInText: t('digsport.signInText'),
          error: t('digsport.error'),
        }}
        onSignIn={onSignIn}
      />
      {state.status === 'frame' ? (
        <SportsbookFrame src={state.src} title={frameTitles[route]} />
      ) : null}
    </Stack>
  );
}
