import type { ApiClient } from '../../core/api/client.ts';
import type { FlatPageLink } from '../../core/featureModule.ts';

/** A flat page as the platform lists it (casino-and-account spec, section 3). */
export interface RawFlatPage {
  id: number;
  id_name: string;
  name: string;
  priority: number;
  text: string;
}

/** The platform's flat pages in a language, as side-menu links sorted by priority. */
export async function fetchFlatPageLinks(
  api: ApiClient,
  language: string,
): Promise<FlatPageLink[]> {
  const pages = await api.get<RawFlatPage[]>(
    `/api/site/flatpages/list/${encodeURIComponent(language)}`,
  );
  return [...pages]
    .sort((a, b) => a.priority - b.priority)
    .map((page) => ({ idName: page.id_name, name: page.name }));
}
