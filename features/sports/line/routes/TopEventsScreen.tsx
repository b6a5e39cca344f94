import { useMemo } from 'react';
import { groupBySport } from '../../shared/model/tourneys.ts';
import { loadableOf } from '../api/loadable.ts';
import { useLineMap } from '../api/useLineMap.ts';
import { useTopGames } from '../api/useLineGames.ts';
import { useTimeFilter } from '../components/useTimeFilter.ts';
import { timeFilterSearch } from '../model/timeFilter.ts';
import { TopEventsView } from './TopEventsView.tsx';
import { SportsPage } from '../../shared/components/SportsPage.tsx';

export interface TopEventsScreenProps {
  /** Today, for the sport menu's day labels (stories and tests fix it). @default now */
  now?: Date;
}

/** /line/top-events (and a line address with sport 0): the top tourneys by sport. */
export default function TopEventsScreen({ now }: TopEventsScreenProps) {
  const [filter] = useTimeFilter();
  const top = useTopGames();
  const map = useLineMap(filter, now);
  const grouped = useMemo(() => (top.data ? groupBySport(top.data) : undefined), [top.data]);
  const events = loadableOf({
    data: grouped,
    error: top.error,
    isValidating: top.isValidating,
    mutate: top.mutate,
  });
  return (
    <SportsPage>
      <TopEventsView
        events={events}
        sports={map.data ?? []}
        search={timeFilterSearch(filter)}
        now={now}
      />
    </SportsPage>
  );
}
