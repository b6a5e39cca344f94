import { useTranslation } from 'react-i18next';
import {
  Box,
  EmptyState,
  ErrorState,
  Heading,
  LoadingOverlay,
  Skeleton,
  Stack,
} from '../../../../design-system/index.ts';
import type { TotoPool } from '../api/totoTypes.ts';
import type { Loadable } from '../../shared/api/loadable.ts';
import { PoolSummary } from '../components/PoolSummary.tsx';
import { TicketForm, type TicketFormProps } from '../components/TicketForm.tsx';
import { TicketsSection, type TicketsState } from '../components/TicketsSection.tsx';

export interface TotoViewProps {
  /** The open pool; null when none is open. */
  pool: Loadable<TotoPool | null>;
  /** The ticket being filled in (everything but the pool's matches). */
  form: Omit<TicketFormProps, 'events'>;
  tickets: TicketsState;
  money: (amount: number) => string;
}

/** /toto: the open football pool (jackpot, matches to pick, stake) and the player's tickets. */
export function TotoView({ pool, form, tickets, money }: TotoViewProps) {
  const { t } = useTranslation('toto');
  return (
    <Box paddingX="gutter" paddingY="large">
      <Stack space="xlarge">
        <Stack space="large">
          <Heading level={1}>{t('title')}</Heading>
          <PoolContent pool={pool} form={form} money={money} />
        </Stack>
        <TicketsSection tickets={tickets} money={money} />
      </Stack>
    </Box>
  );
}

function PoolContent({ pool, form, money }: Omit<TotoViewProps, 'tickets'>) {
  const { t } = useTranslation('toto');
  switch (pool.status) {
    case 'loading':
      return (
        <LoadingOverlay loading label={t('pool.loading')}>
          <Stack space="small">
            <Skeleton shape="rect" size="large" />
            <Skeleton shape="rect" />
            <Skeleton shape="rect" />
            <Skeleton shape="rect" />
          </Stack>
        </LoadingOverlay>
      );
    case 'error':
      return (
        <ErrorState
          title={t('pool.error')}
          description={pool.message}
          onRetry={pool.onRetry}
          retryLabel={t('retry')}
          retrying={pool.retrying}
        />
      );
    case 'ready':
      if (pool.data === null) {
        return (
          <EmptyState icon="calendar" title={t('pool.none')} description={t('pool.noneHint')} />
        );
      }
      return (
        <Stack space="large">
          <PoolSummary pool={pool.data} money={money} />
          <TicketForm events={pool.data.eventList} {...form} />
        </Stack>
      );
  }
}
