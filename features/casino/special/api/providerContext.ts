import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../core/brand/index.ts';
import { shortLanguageCode } from '../../../core/language.ts';
import { useSession } from '../../../core/session/index.ts';
import type { ProviderContext } from '../../launch/providers/types.ts';
import { SPECIAL_NAMESPACE } from '../model/namespace.ts';

/** Who asks and in which language, for the provider calls of this sub-area's screens. */
export function useProviderContext(): ProviderContext {
  const { i18n } = useTranslation(SPECIAL_NAMESPACE);
  const { session } = useSession();
  const brand = useBrand();
  const player = session.status === 'player' ? session.user : null;
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      shortLanguage: shortLanguageCode(language),
      player,
      // The platform's partner checks expect this deployment's brand id (integrations README).
      partnerName: brand.id,
    }),
    [language, player, brand.id],
  );
}
