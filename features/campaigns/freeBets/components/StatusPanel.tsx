import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Card,
  ErrorState,
  Heading,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '../../../../design-system/index.ts';
import { useErrorText } from '../../../core/errors/index.ts';
import type { StatsDisplay } from './display.ts';
import { StatsList } from './StatsList.tsx';

/** What the player's part of the page shows. */
export type FreeBetsPanel =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void; retrying: boolean }
  | { status: 'guest'; onSignIn: () => void; stats: StatsDisplay }
  | {
      status: 'claim';
      /** Free bets waiting to be claimed. */
      inactive: number;
      onClaim: () => void;
      claiming: boolean;
      /** Why the last claim failed, in the player's language. */
      claimError: string | undefined;
    }
  | { status: 'stats'; stats: StatsDisplay }
  /** The account holds another currency than the one the campaign pays in. */
  | { status: 'otherCurrency'; currency: string };

export interface StatusPanelProps {
  panel: FreeBetsPanel;
  amount: string;
  maxPerWeek: number;
  claimWeekday: number;
}

/** The player's free bets: the claim button on the claim day, otherwise the week's numbers. */
export function StatusPanel({ panel, amount, maxPerWeek, claimWeekday }: StatusPanelProps) {
  const { t } = useTranslation('freeBets');
  const errorText = useErrorText();
  const headingId = useId();
  const stats = (shown: StatsDisplay) => (
    <StatsList stats={shown} amount={amount} maxPerWeek={maxPerWeek} claimWeekday={claimWeekday} />
  );

  return (
    <Card as="section" aria-labelledby={headingId} padding="medium">
      <Stack space="medium">
        <Heading level={2} id={headingId}>
          {t('status.title')}
        </Heading>
        {panel.status === 'loading' ? (
          <Box aria-busy="true">
            <VisuallyHidden>{t('status.loading')}</VisuallyHidden>
            <Stack space="small">
              <Skeleton width="full" />
              <Skeleton width="large" />
              <Skeleton width="medium" />
            </Stack>
          </Box>
        ) : panel.status === 'error' ? (
          <ErrorState
            title={t('status.loadError')}
            titleLevel={3}
            onRetry={panel.onRetry}
            retryLabel={t('status.retry')}
            retrying={panel.retrying}
          />
        ) : panel.status === 'guest' ? (
          <>
            <Stack space="small">
              <Text weight="strong">{errorText({ key: 'notice.needAuth' })}</Text>
              <Text tone="secondary">{t('guest.text')}</Text>
              <Button icon="user" onClick={panel.onSignIn} fullWidth>
                {t('guest.signIn')}
              </Button>
            </Stack>
            {stats(panel.stats)}
          </>
        ) : panel.status === 'otherCurrency' ? (
          <Text>{t('status.otherCurrency', { currency: panel.currency })}</Text>
        ) : panel.status === 'claim' ? (
          <Stack space="small">
            <Text>{t('claim.text', { count: panel.inactive })}</Text>
            <Button icon="success" onClick={panel.onClaim} loading={panel.claiming} fullWidth>
              {t('claim.button', { count: panel.inactive, amount })}
            </Button>
            <Box role="alert">
              {panel.claimError ? <Text tone="negative">{panel.claimError}</Text> : null}
            </Box>
          </Stack>
        ) : (
          stats(panel.stats)
        )}
      </Stack>
    </Card>
  );
}
