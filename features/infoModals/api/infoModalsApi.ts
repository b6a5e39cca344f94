import useSWR from 'swr';
import type { ApiClient } from '../../core/api/index.ts';
import { useApi } from '../../core/api/index.ts';
import { hiddenFlagsFrom, type HiddenFlags, type InfoModalName } from '../model/modalRules.ts';

/** GET /api/site/imo_image: the promo artwork of one information modal. */
export interface PromoImage {
  id: number;
  name: string;
  title: string;
  localPath: string;
  url: string;
  link: string;
}

/**
 * The modals' promo artwork in the interface language. `settled` turns true once the list
 * answered or failed: a modal opens then, with its artwork or without.
 */
export function usePromoImages(language: string): {
  images: readonly PromoImage[];
  settled: boolean;
} {
  const api = useApi();
  const { data, error } = useSWR<PromoImage[], Error>(['site/imo_image', language], () =>
    api.get<PromoImage[]>('/api/site/imo_image', { query: { lang: language } }),
  );
  return { images: data ?? [], settled: data !== undefined || error !== undefined };
}

/** Stores a player's dismissal; answers the player's whole flag set. */
export async function saveHiddenOnServer(
  api: ApiClient,
  name: InfoModalName,
): Promise<HiddenFlags> {
  const answer = await api.post<unknown>('/api/site/settings/information-modal', {
    name,
    hidden: true,
  });
  return hiddenFlagsFrom(answer);
}
