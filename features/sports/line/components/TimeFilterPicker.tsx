import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Inline, Stack, Tag, Text } from '../../../../design-system/index.ts';
import {
  chooseTimeFilter,
  DAY_OFFSETS,
  PRESTART_HOURS,
  timeFilterKey,
  type TimeFilter,
} from '../model/timeFilter.ts';
import { useFilterLabels } from './useFilterLabels.ts';

export interface TimeFilterPickerProps {
  filter: TimeFilter;
  onFilterChange: (filter: TimeFilter) => void;
  /** Today, for the day labels. */
  now: Date;
}

/**
 * The sport menu's day filter (today, tomorrow, then dates) and pre-start windows; choosing one
 * replaces the other, choosing the active one again clears it.
 */
export function TimeFilterPicker({ filter, onFilterChange, now }: TimeFilterPickerProps) {
  const { t } = useTranslation('line');
  const labels = useFilterLabels(now);
  const dayId = useId();
  const hoursId = useId();
  const activeKey = timeFilterKey(filter);
  const choose = (chosen: TimeFilter) => onFilterChange(chooseTimeFilter(filter, chosen));
  return (
    <Stack space="small">
      <Stack space="xsmall">
        <Text id={dayId} size="small" tone="secondary">
          {t('filter.day')}
        </Text>
        <Inline role="group" aria-labelledby={dayId} space="xsmall">
          {DAY_OFFSETS.map((day) => {
            const option: TimeFilter = { kind: 'day', day };
            return (
              <Tag
                key={day}
                selected={activeKey === timeFilterKey(option)}
                onSelectedChange={() => choose(option)}
              >
                {labels.day(day)}
              </Tag>
            );
          })}
        </Inline>
      </Stack>
      <Stack space="xsmall">
        <Text id={hoursId} size="small" tone="secondary">
          {t('filter.hours')}
        </Text>
        <Inline role="group" aria-labelledby={hoursId} space="xsmall">
          {PRESTART_HOURS.map((hours) => {
            const option: TimeFilter = { kind: 'hours', hours };
            return (
              <Tag
                key={hours}
                selected={activeKey === timeFilterKey(option)}
                onSelectedChange={() => choose(option)}
              >
                {labels.hours(hours)}
              </Tag>
            );
          })}
        </Inline>
      </Stack>
    </Stack>
  );
}
