import { useLocation, useNavigate } from 'react-router-dom';
import { useSearchEvents } from '../api/searchEvents.ts';
import { searchState } from '../model/searchResults.ts';
import { searchPath, searchTextFromLocation, type SearchMode } from '../model/searchText.ts';
import { SearchView } from '../components/SearchView.tsx';
import { useClosedTourneys } from '../components/useClosedTourneys.ts';
import { SportsPage } from '../../shared/components/SportsPage.tsx';

/**
 * Line or live search: the text comes from the address (path or query), submitting goes to the
 * search address of the new text, and the events found are those of the mode.
 */
export function SearchScreen({ mode }: { mode: SearchMode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const text = searchTextFromLocation(pathname, search);
  const query = useSearchEvents(text === '' ? null : text, mode);
  const { closed, onTourneyOpenChange, onToggleAll } = useClosedTourneys(text);
  return (
    <SportsPage>
      <SearchView
        mode={mode}
        text={text}
        state={searchState(text, { data: query.data, error: query.error }, mode)}
        closed={closed}
        onTourneyOpenChange={onTourneyOpenChange}
        onToggleAll={onToggleAll}
        onSubmit={(next) => void navigate(searchPath(mode, next))}
        onRetry={() => void query.mutate()}
      />
    </SportsPage>
  );
}
