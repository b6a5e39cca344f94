import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  LoadingOverlay,
  Skeleton,
  Stack,
  Text,
} from '../../../../design-system/index.ts';
import type { TotoTicket } from '../api/totoTypes.ts';
import type { Loadable } from '../../shared/api/loadable.ts';
import { TicketCard } from './TicketCard.tsx';

export type TicketsState =
  { status: 'guest'; onSignIn: () => void } | Loadable<readonly TotoTicket[]>;

export interface TicketsSectionProps {
  tickets: TicketsState;
  money: (amount: number) => string;
}

/** "My tickets": the player's tickets, newest first; a guest is asked to sign in. */
export function TicketsSection({ tickets, money }: TicketsSectionProps) {
  const { t } = useTranslation('toto');
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack space="small">
        <Heading level={2} id={headingId}>
          {t('tickets.title')}
        </Heading>
        <TicketsContent tickets={tickets} money={money} />
      </Stack>
    </Box>
  );
}

function TicketsContent({ tickets, money }: TicketsSectionProps) {
  const { t } = useTranslation('toto');
  switch (tickets.status) {
    case 'guest':
      return (
        <Stack space="small" align="left">
          <Text tone="secondary">{t('tickets.signInHint')}</Text>
          <Button variant="outline" onClick={tickets.onSignIn}>
            {t('tickets.signIn')}
          </Button>
        </Stack>
      );
    case 'loading':
      return (
        <LoadingOverlay loading label={t('tickets.loading')}>
          <Stack space="small">
            <Skeleton shape="rect" />
            <Skeleton shape="rect" />
          </Stack>
        </LoadingOverlay>
      );
    case 'error':
      return (
        <ErrorState
          titleLevel={3}
          title={t('tickets.error')}
          description={tickets.message}
          onRetry={tickets.onRetry}
          retryLabel={t('retry')}
          retrying={tickets.retrying}
        />
      );
    case 'ready':
      if (tickets.data.length === 0) {
        return <EmptyState titleLevel={3} icon="info" title={t('tickets.empty')} />;
      }
      return (
        <Stack space="xsmall">
          {tickets.data.map((ticket) => (
            <TicketCard key={ticket.ticketID} ticket={ticket} money={money} />
          ))}
        </Stack>
      );
  }
}
