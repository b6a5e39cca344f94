import { useState } from 'react';
import { loadableOf } from '../api/loadable.ts';
import { useLineMap } from '../api/useLineMap.ts';
import type { LineTarget } from '../model/linePath.ts';
import { SportMenu } from './SportMenu.tsx';
import { useTimeFilter } from './useTimeFilter.ts';

export interface SportMenuPanelProps {
  current?: LineTarget | null;
  onNavigate?: () => void;
  /** Today (stories and tests fix it). @default now */
  now?: Date;
  headingLevel?: 2 | 3 | 4;
}

/** The sport menu with its data: counts of the filter's window, the filter in the address. */
export function SportMenuPanel({ current, onNavigate, now, headingLevel }: SportMenuPanelProps) {
  const [today] = useState(() => now ?? new Date());
  const [filter, setFilter] = useTimeFilter();
  const sports = loadableOf(useLineMap(filter, now));
  return (
    <SportMenu
      sports={sports}
      filter={filter}
      onFilterChange={setFilter}
      now={today}
      current={current}
      onNavigate={onNavigate}
      headingLevel={headingLevel}
    />
  );
}
