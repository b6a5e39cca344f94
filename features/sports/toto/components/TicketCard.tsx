import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Collapsible,
  List,
  ListRow,
  Stack,
  Text,
  type BadgeTone,
} from '../../../../design-system/index.ts';
import { formatEventDate } from '../../shared/model/dates.ts';
import type { TotoTicket } from '../api/totoTypes.ts';
import {
  correctCount,
  ticketLines,
  ticketState,
  type PickVerdict,
  type TicketLine,
  type TicketState,
} from '../model/tickets.ts';

export interface TicketCardProps {
  ticket: TotoTicket;
  money: (amount: number) => string;
}

const stateTones: Readonly<Record<TicketState, BadgeTone>> = {
  pending: 'info',
  won: 'positive',
  lost: 'neutral',
};

const verdictTones = { correct: 'positive', wrong: 'negative', open: 'secondary' } as const;

/** One ticket, closed by default (the spec's isOpen): its state, and inside, picks vs results. */
export function TicketCard({ ticket, money }: TicketCardProps) {
  const { t } = useTranslation('toto');
  const state = ticketState(ticket.status);
  const stateLabel: Readonly<Record<TicketState, string>> = {
    pending: t('ticket.pending'),
    won: t('ticket.won'),
    lost: t('ticket.lost'),
  };
  return (
    <Collapsible.Root>
      <Collapsible.Trigger
        headingLevel={3}
        meta={
          <Badge tone={stateTones[state]} emphasis="soft">
            {stateLabel[state]}
          </Badge>
        }
      >
        {t('ticket.title', { id: ticket.ticketID, date: formatEventDate(ticket.createdAt) })}
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack space="small">
          {/* The summary lines up with the header's title; the list rows bring their own gutter. */}
          <Box paddingX="medium" paddingTop="small">
            <Stack space="xsmall">
              <Text tabularNumbers>{t('ticket.stake', { amount: money(ticket.amount) })}</Text>
              <Text tabularNumbers>
                {t('ticket.correct', {
                  correct: correctCount(ticket),
                  total: ticket.totoList.length,
                })}
              </Text>
              {state === 'won' ? (
                <Text tone="positive" weight="strong" tabularNumbers>
                  {t('ticket.win', { amount: money(ticket.winAmount) })}
                </Text>
              ) : null}
            </Stack>
          </Box>
          <List aria-label={t('ticket.picks', { id: ticket.ticketID })}>
            {ticketLines(ticket).map((line) => (
              <TicketLineRow key={line.eventId} line={line} />
            ))}
          </List>
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function TicketLineRow({ line }: { line: TicketLine }) {
  const { t } = useTranslation('toto');
  const verdictLabel: Readonly<Record<PickVerdict, string>> = {
    correct: t('ticket.correctPick'),
    wrong: t('ticket.wrongPick'),
    open: t('ticket.openPick'),
  };
  const pick = line.pick ?? t('ticket.noPick');
  return (
    <ListRow
      label={line.teams}
      description={
        line.result === null
          ? t('ticket.pickOnly', { pick, date: formatEventDate(line.date) })
          : t('ticket.pickAndResult', { pick, result: line.result, score: line.score ?? '' })
      }
      trailing={
        <Text as="span" size="small" weight="medium" tone={verdictTones[line.verdict]}>
          {verdictLabel[line.verdict]}
        </Text>
      }
    />
  );
}
