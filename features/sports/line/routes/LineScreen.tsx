import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { groupByTourney } from '../../shared/model/tourneys.ts';
import { loadableOf } from '../api/loadable.ts';
import { useLineGames } from '../api/useLineGames.ts';
import { useLineMap } from '../api/useLineMap.ts';
import { useTimeFilter } from '../components/useTimeFilter.ts';
import { parseLinePath, type LineTarget } from '../model/linePath.ts';
import { lineNames } from '../model/sportMenu.ts';
import { LineNotFoundView, LineView } from './LineView.tsx';
import TopEventsScreen from './TopEventsScreen.tsx';
import { SportsPage } from '../../shared/components/SportsPage.tsx';

export interface LineScreenProps {
  /** Today, for the time filters (stories and tests fix it). @default now */
  now?: Date;
}

function SportLine({ target, now }: { target: LineTarget; now?: Date }) {
  const [today] = useState(() => now ?? new Date());
  const [filter, setFilter] = useTimeFilter();
  const games = useLineGames(target, filter, now);
  const map = useLineMap(filter, now);
  const tourneys = useMemo(
    () => (games.data ? groupByTourney(games.data) : undefined),
    [games.data],
  );
  // The events name their sport and country; an empty line asks the sport menu.
  const first = games.data?.[0];
  const known = lineNames(map.data ?? [], target.sportId, target.countryId);
  return (
    <LineView
      target={target}
      sportName={first?.sportName ?? known.sportName}
      countryName={target.countryId === null ? null : (first?.countryName ?? known.countryName)}
      tourneys={loadableOf({
        data: tourneys,
        error: games.error,
        isValidating: games.isValidating,
        mutate: games.mutate,
      })}
      filter={filter}
      onFilterChange={setFilter}
      now={today}
    />
  );
}

/**
 * /line/sport{id} and /line/sport{id}country{countryId}. The host matches the route, so the ids
 * are read back from the address; sport 0 shows the top events.
 */
export default function LineScreen({ now }: LineScreenProps) {
  const { pathname } = useLocation();
  const target = useMemo(() => parseLinePath(pathname), [pathname]);
  if (target === null) {
    return (
      <SportsPage>
        <LineNotFoundView />
      </SportsPage>
    );
  }
  if (target.sportId === 0) return <TopEventsScreen now={now} />;
  return (
    <SportsPage>
      <SportLine target={target} now={now} />
    </SportsPage>
  );
}
