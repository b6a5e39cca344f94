import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { groupBySport } from '../../shared/model/tourneys.ts';
import { loadableOf } from '../api/loadable.ts';
import { useLineMap } from '../api/useLineMap.ts';
import { useUpcomingGames } from '../api/useUpcomingGames.ts';
import { NO_TIME_FILTER } from '../model/timeFilter.ts';
import { parseUpcomingFilter, withUpcomingFilter, type UpcomingFilter } from '../model/upcoming.ts';
import { UpcomingView } from './UpcomingView.tsx';
import { SportsPage } from '../../shared/components/SportsPage.tsx';

/** /Calendar: line events starting within the chosen window, the window kept in the address. */
export default function UpcomingScreen() {
  const [params, setParams] = useSearchParams();
  const filter = parseUpcomingFilter(params);
  const games = useUpcomingGames(filter);
  const map = useLineMap(NO_TIME_FILTER);
  const grouped = useMemo(() => (games.data ? groupBySport(games.data) : undefined), [games.data]);
  return (
    <SportsPage>
      <UpcomingView
        filter={filter}
        onFilterChange={(next: UpcomingFilter) =>
          setParams((current) => withUpcomingFilter(current, next), { replace: true })
        }
        sports={map.data ?? []}
        events={loadableOf({
          data: grouped,
          error: games.error,
          isValidating: games.isValidating,
          mutate: games.mutate,
        })}
      />
    </SportsPage>
  );
}
