import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  DateField,
  ErrorState,
  Form,
  Heading,
  Inline,
  Spinner,
  Stack,
  Text,
} from '../../../../design-system/index.ts';
import { checkDateRange, type DateRange } from '../../../core/history/index.ts';
import type { Statement, StatementTotals } from '../../api/responsibleGaming.ts';
import type { RgFormat } from './format.ts';

export type StatementState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | { status: 'ready'; statement: Statement };

export interface StatementSectionProps {
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  state: StatementState;
  format: RgFormat;
}

/**
 * The activity statement of a range of days: one block per day with movements and the total.
 * Blocks wrap their figures instead of a wide table, so a 360 px phone never scrolls sideways.
 */
export function StatementSection({ range, onRangeChange, state, format }: StatementSectionProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const [draft, setDraft] = useState(range);
  const problem = checkDateRange(draft);

  return (
    <Stack as="section" aria-labelledby={headingId} space="medium">
      <Heading level={2} id={headingId}>
        {t('rg.statement.title')}
      </Heading>
      <Text size="small" tone="secondary">
        {t('rg.statement.text')}
      </Text>
      <Form
        onSubmit={() => {
          if (problem === undefined) onRangeChange(draft);
        }}
        aria-labelledby={headingId}
      >
        <Stack space="small">
          <Box display="flex" flexWrap="wrap" gap="small">
            <Box flexGrow={1}>
              <DateField
                label={t('rg.statement.from')}
                name="from"
                value={draft.from}
                onValueChange={(from) => setDraft({ ...draft, from })}
              />
            </Box>
            <Box flexGrow={1}>
              <DateField
                label={t('rg.statement.to')}
                name="to"
                value={draft.to}
                onValueChange={(to) => setDraft({ ...draft, to })}
                error={problem === 'order' ? t('rg.statement.order') : undefined}
              />
            </Box>
          </Box>
          <Button type="submit" variant="outline" disabled={problem !== undefined}>
            {t('rg.statement.show')}
          </Button>
        </Stack>
      </Form>
      {state.status === 'loading' ? (
        <Box display="flex" justifyContent="center" paddingY="large">
          <Spinner label={t('rg.statement.loading')} />
        </Box>
      ) : state.status === 'error' ? (
        <ErrorState
          title={t('rg.statement.failed')}
          description={state.message}
          titleLevel={3}
          onRetry={state.onRetry}
          retrying={state.retrying}
          retryLabel={t('rg.retry')}
        />
      ) : (
        <StatementDays statement={state.statement} format={format} />
      )}
    </Stack>
  );
}

function StatementDays({ statement, format }: { statement: Statement; format: RgFormat }) {
  const { t } = useTranslation('account');
  if (statement.days.length === 0) return <Text tone="secondary">{t('rg.statement.empty')}</Text>;
  return (
    <Stack space="small">
      <Text size="small" tone="secondary">
        {t('rg.statement.daysWithActivity', { count: statement.days.length })}
      </Text>
      <Stack as="ul" space="small" aria-label={t('rg.statement.title')}>
        {statement.days.map((day) => (
          <Box as="li" key={day.day}>
            <Figures title={format.day(day.day)} totals={day} format={format} />
          </Box>
        ))}
      </Stack>
      <Figures title={t('rg.statement.total')} totals={statement.total} format={format} strong />
    </Stack>
  );
}

function Figures({
  title,
  totals,
  format,
  strong = false,
}: {
  title: string;
  totals: StatementTotals;
  format: RgFormat;
  strong?: boolean;
}) {
  const { t } = useTranslation('account');
  const items = [
    ['deposits', totals.deposits],
    ['withdrawals', totals.withdrawals],
    ['stakes', totals.stakes],
    ['returns', totals.returns],
  ] as const;
  return (
    <Box
      borderRadius="standard"
      background={strong ? 'surfaceRaised' : 'surfaceSunken'}
      padding="small"
    >
      <Stack space="xsmall">
        <Inline align="spaceBetween" alignY="baseline">
          <Text weight="strong">{title}</Text>
          <Text
            weight="strong"
            tabularNumbers
            // Green on the sunken surface is below AA contrast; a gain reads from its sign.
            tone={totals.net < 0 ? 'negative' : 'primary'}
          >
            {`${t('rg.statement.net')}: ${format.money(totals.net)}`}
          </Text>
        </Inline>
        <Inline space="small">
          {items.map(([key, amount]) => (
            <Text key={key} size="small" tone="secondary" tabularNumbers>
              {`${t(`rg.statement.${key}`)}: ${format.money(amount)}`}
            </Text>
          ))}
        </Inline>
      </Stack>
    </Box>
  );
}
