import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Form,
  Heading,
  Stack,
  Text,
  TextField,
} from '../../../../design-system/index.ts';
import type { TotoEvent } from '../api/totoTypes.ts';
import type { Outcome, Picks } from '../model/picks.ts';
import { PoolMatch } from './PoolMatch.tsx';

export interface TicketFormProps {
  events: readonly TotoEvent[];
  picks: Picks;
  onPick: (eventId: number, outcome: Outcome) => void;
  stake: string;
  onStakeChange: (stake: string) => void;
  onSubmit: () => void;
  submitting: boolean;
  /** Matches a submit found without a pick (cleared as they are picked). */
  missing: readonly number[];
  /** The stake's problem, translated. */
  stakeError?: string;
  /** Why the ticket was refused, or what is missing, translated. */
  formError?: string;
  /** Min and max stake as money, and the tickets a pool allows; none until the limits are known. */
  stakeHint?: string;
  stakeRef?: Ref<HTMLInputElement>;
}

/** The pool's matches with a 1 / X / 2 choice each, the stake, and the submit. */
export function TicketForm({
  events,
  picks,
  onPick,
  stake,
  onStakeChange,
  onSubmit,
  submitting,
  missing,
  stakeError,
  formError,
  stakeHint,
  stakeRef,
}: TicketFormProps) {
  const { t } = useTranslation('toto');
  const headingId = useId();
  return (
    <Form onSubmit={onSubmit} aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={2} id={headingId}>
          {t('form.title')}
        </Heading>
        <Box as="ol" aria-label={t('form.matches')}>
          {events.map((event) => (
            <PoolMatch
              key={event.ID}
              event={event}
              pick={picks[event.ID]}
              onPick={onPick}
              missing={missing.includes(event.ID) && picks[event.ID] === undefined}
            />
          ))}
        </Box>
        <TextField
          ref={stakeRef}
          label={t('form.stake')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          required
          hint={stakeHint}
          value={stake}
          onValueChange={onStakeChange}
          error={stakeError}
        />
        {/* Always present, so a new message is announced when it appears. */}
        <Box role="alert">{formError ? <Text tone="negative">{formError}</Text> : null}</Box>
        <Button type="submit" loading={submitting} fullWidth>
          {t('form.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
