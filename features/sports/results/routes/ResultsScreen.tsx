import { useState } from 'react';
import { describeError, useErrorText } from '../../../core/errors/index.ts';
import { useResultSports, useResultTourneys } from '../api/results.ts';
import { ALL_SPORTS } from '../components/SportTabs.tsx';
import { TourneyGames } from '../components/TourneyGames.tsx';
import { defaultResultRange, toResultDays, utcToday, type DayRange } from '../model/resultDays.ts';
import { ResultsView, type Loadable } from './ResultsView.tsx';

export interface ResultsScreenProps {
  /** The moment "today" is taken from (stories and tests fix it). @default now */
  now?: Date;
}

interface Query<T> {
  data: T | undefined;
  error: unknown;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
}

/** An SWR answer as the view's state; a failure wins over an older answer of other inputs. */
function useLoadable<T>(query: Query<T>): Loadable<T> {
  const errorText = useErrorText();
  if (query.error) {
    return {
      status: 'error',
      message: errorText(describeError(query.error, 'general')),
      onRetry: () => void query.mutate(),
      retrying: query.isValidating,
    };
  }
  return query.data === undefined ? { status: 'loading' } : { status: 'ready', data: query.data };
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
