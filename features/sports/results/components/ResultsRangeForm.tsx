import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, DateField, Form, Stack } from '../../../../design-system/index.ts';
import {
  checkResultRange,
  MAX_RESULT_DAYS,
  type DayRange,
  type ResultRangeProblem,
} from '../model/resultDays.ts';

export interface ResultsRangeFormProps {
  /** The days shown now. */
  range: DayRange;
  /** A checked range to show. */
  onRangeChange: (range: DayRange) => void;
  /** The last day the pickers offer (`YYYY-MM-DD`). */
  today: string;
}

/**
 * From and to days, checked on submit: a reversed range or one over 62 days gets a message on
 * the field and is not sent (the platform would refuse it); typed days are kept.
 */
export function ResultsRangeForm({ range, onRangeChange, today }: ResultsRangeFormProps) {
  const { t } = useTranslation('results');
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<ResultRangeProblem>();

  function submit() {
    const found = checkResultRange(draft);
    setProblem(found);
    if (!found) onRangeChange(draft);
  }

  const toError =
    problem === 'toRequired'
      ? t('range.toRequired')
      : problem === 'reversed'
        ? t('range.reversed')
        : problem === 'tooLong'
          ? t('range.tooLong', { count: MAX_RESULT_DAYS })
          : undefined;

  return (
    <Form onSubmit={submit} aria-label={t('range.label')}>
      <Stack space="medium">
        <Box display="flex" flexWrap="wrap" gap="small">
          <Box flexGrow={1}>
            <DateField
              label={t('range.from')}
              name="from"
              max={today}
              value={draft.from}
              onValueChange={(from) => setDraft((current) => ({ ...current, from }))}
              error={problem === 'fromRequired' ? t('range.fromRequired') : undefined}
            />
          </Box>
          <Box flexGrow={1}>
            <DateField
              label={t('range.to')}
              name="to"
              max={today}
              value={draft.to}
              onValueChange={(to) => setDraft((current) => ({ ...current, to }))}
              error={toError}
            />
          </Box>
        </Box>
        <Button type="submit" variant="outline" fullWidth>
          {t('range.show')}
        </Button>
      </Stack>
    </Form>
  );
}
