import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useApi } from '../../../core/api/index.ts';
import { useFeedLanguage } from '../../shared/api/feedQueries.ts';
import { menuSports } from '../model/sportMenu.ts';
import { lineMapQuery, timeFilterKey, type TimeFilter } from '../model/timeFilter.ts';
import type { SportCount } from './lineTypes.ts';

export const LINE_MAP_PATH = '/api/feed/line/map';

/**
 * The sport menu: sports with line events in the filter's window, by country, with counts
 * (`GET /api/feed/line/map`), in menu order.
 */
export function useLineMap(filter: TimeFilter, now?: Date) {
  const api = useApi();
  const lang = useFeedLanguage();
  const { i18n } = useTranslation();
  const locale = i18n.language || 'es-ES';
  return useSWR<SportCount[]>(
    ['line-map', lang, timeFilterKey(filter)],
    async () => {
      const map = await api.get<SportCount[]>(LINE_MAP_PATH, {
        query: { lang, ...lineMapQuery(filter, now ?? new Date()) },
      });
      return menuSports(map, locale);
    },
    { revalidateOnFocus: false },
  );
}
