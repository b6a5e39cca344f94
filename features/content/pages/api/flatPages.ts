import useSWR from 'swr';
import { useApi } from '../../../core/api/index.ts';
import type { RawFlatPage } from '../../api/flatPages.ts';

export type { RawFlatPage };

/**
 * Every flat page in a language (short code: es, en, pt). Keyed by the language, so a language
 * change loads the pages again; the same page keeps its `id_name` in every language.
 */
export function useFlatPages(language: string) {
  const api = useApi();
  return useSWR<RawFlatPage[], unknown>(['contentPages/flatPages', language] as const, () =>
    api.get<RawFlatPage[]>(`/api/site/flatpages/list/${encodeURIComponent(language)}`),
  );
}
