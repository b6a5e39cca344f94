/** Line search lists events not started yet; live search the ones being played. */
export type SearchMode = 'line' | 'live';

/** The platform takes 1 to 100 characters (README "Search"); longer text is cut, not refused. */
export const SEARCH_TEXT_MAX = 100;

/** The path segment of a search address: `/line/search/{text}` or `/live/search/{text}`. */
const SEARCH_SEGMENT = /\/(?:line|live)\/search\/([^/]+)\/?$/i;

/** Percent-decoding that gives the text back as it is when it is not valid (`%E0%A4%A`). */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The text to search for: trimmed and at most 100 characters (code points, never half an emoji). */
export function normaliseSearchText(text: string): string {
  return Array.from(text.trim()).slice(0, SEARCH_TEXT_MAX).join('').trim();
}

/**
 * The search text read back from the address (spec section 2): the path segment, else the
 * `search` or `searchText` query parameter. Empty when there is none.
 */
export function searchTextFromLocation(pathname: string, search: string): string {
  const segment = SEARCH_SEGMENT.exec(pathname)?.[1];
  if (segment !== undefined) {
    const fromPath = normaliseSearchText(safeDecode(segment));
    if (fromPath !== '') return fromPath;
  }
  const query = new URLSearchParams(search);
  return normaliseSearchText(query.get('search') ?? query.get('searchText') ?? '');
}

/** Where a submitted search goes: `/line/search/<text>` or `/live/search/<text>`. */
export function searchPath(mode: SearchMode, text: string): string {
  const normalised = normaliseSearchText(text);
  const base = `/${mode}/search`;
  return normalised === '' ? base : `${base}/${encodeURIComponent(normalised)}`;
}
