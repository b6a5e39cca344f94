import { useCallback, useEffect, useRef, useState } from 'react';

/** Casino spec, section 9: the search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;
/** The catalogue searches game names of up to 60 characters. */
export const SEARCH_MAX_LENGTH = 60;

/** What is searched for: the typed text, trimmed, within the catalogue's limit. */
export function searchTerm(text: string): string {
  return text.trim().slice(0, SEARCH_MAX_LENGTH);
}

export interface DebouncedSearch {
  /** The text in the field. */
  text: string;
  /** The term the results are for ('' shows the lobby's blocks). */
  query: string;
  /** Every edit: the query follows after the quiet time; clearing the text clears it at once. */
  change: (text: string) => void;
  /** Enter or the clear button: the query follows at once. */
  searchNow: (text: string) => void;
}

/**
 * The home's search box state: the field's text and the debounced query the results are for
 * (spec: typing debounced by 500 ms). Emptying the field brings the blocks back without waiting.
 */
export function useDebouncedSearch(delayMs: number = SEARCH_DEBOUNCE_MS): DebouncedSearch {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(pending.current), []);

  const searchNow = useCallback((value: string) => {
    clearTimeout(pending.current);
    pending.current = undefined;
    setQuery(searchTerm(value));
  }, []);

  const change = useCallback(
    (value: string) => {
      setText(value);
      clearTimeout(pending.current);
      if (searchTerm(value) === '') {
        searchNow(value);
        return;
      }
      pending.current = setTimeout(() => searchNow(value), delayMs);
    },
    [delayMs, searchNow],
  );

  return { text, query, change, searchNow };
}
