import { useMemo } from 'react';
import { useSession } from '../session/index.ts';
import { bannedProviders } from './bannedProviders.ts';
import { useBrand } from './BrandContext.ts';

/**
 * Providers switched off for the current player: the brand's bans and, once signed in, the
 * server's blocklist, expanded by the specs' `slots` / `liveCasino` rule.
 */
export function useBannedProviders(): ReadonlySet<string> {
  const brand = useBrand();
  const { blocklist } = useSession();
  return useMemo(
    () => bannedProviders(brand.bannedProviders, blocklist),
    [brand.bannedProviders, blocklist],
  );
}
