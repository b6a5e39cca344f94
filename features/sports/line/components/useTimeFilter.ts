import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseTimeFilter, withTimeFilter, type TimeFilter } from '../model/timeFilter.ts';

/** The line's time filter, kept in the address's query so it survives a reload. */
export function useTimeFilter(): [TimeFilter, (filter: TimeFilter) => void] {
  const [params, setParams] = useSearchParams();
  const setFilter = useCallback(
    (filter: TimeFilter) =>
      setParams((current) => withTimeFilter(current, filter), { replace: true }),
    [setParams],
  );
  return [parseTimeFilter(params), setFilter];
}
