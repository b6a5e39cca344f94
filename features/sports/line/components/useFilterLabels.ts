import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel, type DayOffset, type TimeFilter } from '../model/timeFilter.ts';

/** The words of the time filters: today, tomorrow, DD.MM and "N h". */
export function useFilterLabels(now: Date) {
  const { t } = useTranslation('line');
  const day = useCallback(
    (offset: DayOffset) => {
      const label = dayLabel(offset, now);
      if (label.kind === 'today') return t('filter.today');
      if (label.kind === 'tomorrow') return t('filter.tomorrow');
      return label.date;
    },
    [now, t],
  );
  const hours = useCallback((count: number) => t('filter.hoursValue', { count }), [t]);
  const active = useCallback(
    (filter: TimeFilter): string | null => {
      if (filter.kind === 'day') return day(filter.day);
      if (filter.kind === 'hours') return t('filter.within', { count: filter.hours });
      return null;
    },
    [day, t],
  );
  return { day, hours, active };
}
