import { useTranslation } from 'react-i18next';
import { Box, Heading, Spinner, Stack } from '../../../design-system/index.ts';
import { useSession } from '../../core/session/index.ts';
import { GuestPrompt } from '../components/GuestPrompt.tsx';
import { PlayerHistory } from './PlayerHistory.tsx';

export interface BetHistoryScreenProps {
  /** The day the default range ends on (stories and tests fix it). @default now */
  today?: Date | string;
}

/**
 * /profile/bet-history. The host lets only players in, but a lost session (or a story) reaches
 * it as a guest: the spec's 'please authorise' prompt then takes the list's place.
 */
export default function BetHistoryScreen({ today }: BetHistoryScreenProps) {
  const { t } = useTranslation('betHistory');
  const { session } = useSession();

  if (session.status === 'player') return <PlayerHistory player={session.user} today={today} />;
  return (
    <Stack space="large">
      <Heading level={1}>{t('title')}</Heading>
      {session.status === 'guest' ? (
        <GuestPrompt />
      ) : (
        <Box display="flex" justifyContent="center" paddingY="xlarge">
          <Spinner label={t('loading')} />
        </Box>
      )}
    </Stack>
  );
}
