import { useState } from 'react';
import { useLoadable } from '../../shared/api/loadable.ts';
import { useResultSports, useResultTourneys } from '../api/results.ts';
import { ALL_SPORTS } from '../components/SportTabs.tsx';
import { TourneyGames } from '../components/TourneyGames.tsx';
import { defaultResultRange, toResultDays, utcToday, type DayRange } from '../model/resultDays.ts';
import { ResultsView } from './ResultsView.tsx';

export interface ResultsScreenProps {
  /** The moment "today" is taken from (stories and tests fix it). @default now */
  now?: Date;
}

/** /Results: finished events of the chosen days (by default the last three and today). */
export default function ResultsScreen({ now }: ResultsScreenProps) {
  const [today] = useState(() => utcToday(now ?? new Date()));
  const [range, setRange] = useState<DayRange>(() => defaultResultRange(today));
  const [chosenSport, setChosenSport] = useState(ALL_SPORTS);
  const days = toResultDays(range);
  const sportsQuery = useResultSports(days);
  const sports = useLoadable(sportsQuery);
  // A sport chosen for other days may have no results in these: show them all instead.
  const sportId =
    sportsQuery.data?.some((sport) => sport.id === chosenSport) === true ? chosenSport : ALL_SPORTS;
  const tourneys = useLoadable(useResultTourneys(sportId, days));

  return (
    <ResultsView
      range={range}
      onRangeChange={setRange}
      today={today}
      sports={sports}
      sportId={sportId}
      onSportChange={setChosenSport}
      tourneys={tourneys}
      renderGames={(tourney) => <TourneyGames tourney={tourney} days={days} />}
    />
  );
}
