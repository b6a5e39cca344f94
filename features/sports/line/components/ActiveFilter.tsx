import { useTranslation } from 'react-i18next';
import { Tag } from '../../../../design-system/index.ts';
import { NO_TIME_FILTER, type TimeFilter } from '../model/timeFilter.ts';
import { useFilterLabels } from './useFilterLabels.ts';

export interface ActiveFilterProps {
  filter: TimeFilter;
  onFilterChange: (filter: TimeFilter) => void;
  now: Date;
}

/** The time filter in force over a list, removable, so the player sees why the list is short. */
export function ActiveFilter({ filter, onFilterChange, now }: ActiveFilterProps) {
  const { t } = useTranslation('line');
  const label = useFilterLabels(now).active(filter);
  if (label === null) return null;
  return (
    <Tag
      icon="clock"
      onRemove={() => onFilterChange(NO_TIME_FILTER)}
      removeLabel={t('filter.remove')}
    >
      {label}
    </Tag>
  );
}
