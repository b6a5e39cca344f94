import useSWR from 'swr';
import { useApi } from '../../core/api/index.ts';
import { providerFilterList } from '../../core/history/index.ts';

/** A studio of the casino lobby (GET /api/casino/providers): its filter value and display name. */
export interface CasinoProvider {
  provider: string;
  name: string;
}

/** The spec's provider filter list (section 9), used when the platform's list cannot be had. */
export const specProviders: readonly CasinoProvider[] = providerFilterList.map((provider) => ({
  provider,
  name: provider,
}));

/** The providers for the slots-history filter; the list is the same for every player. */
export function useCasinoProviders() {
  const api = useApi();
  return useSWR<CasinoProvider[], Error>(['casino/providers'], () =>
    api.get<CasinoProvider[]>('/api/casino/providers'),
  );
}
