import { useTranslation } from 'react-i18next';
import { Box, DateField } from '../../../design-system/index.ts';
import type { DateRange, DateRangeProblem } from '../../core/history/index.ts';

export interface DateRangeFieldsProps {
  value: DateRange;
  onValueChange: (range: DateRange) => void;
  problem?: DateRangeProblem;
}

/**
 * From and to days of a history (both included), side by side on a phone. No `max`: a form of
 * `Box` cannot switch off the browser's own validation, whose bubble would pre-empt ours.
 */
export function DateRangeFields({ value, onValueChange, problem }: DateRangeFieldsProps) {
  const { t } = useTranslation('payments');
  return (
    <Box display="flex" flexWrap="wrap" gap="small">
      <Box flexGrow={1}>
        <DateField
          label={t('range.from')}
          name="from"
          value={value.from}
          onValueChange={(from) => onValueChange({ ...value, from })}
          error={problem === 'fromRequired' ? t('range.fromRequired') : undefined}
        />
      </Box>
      <Box flexGrow={1}>
        <DateField
          label={t('range.to')}
          name="to"
          value={value.to}
          onValueChange={(to) => onValueChange({ ...value, to })}
          error={
            problem === 'toRequired'
              ? t('range.toRequired')
              : problem === 'order'
                ? t('range.order')
                : undefined
          }
        />
      </Box>
    </Box>
  );
}
