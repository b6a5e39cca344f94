import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../core/brand/index.ts';
import { shortLanguageCode } from '../../../core/language.ts';
import { useSession } from '../../../core/session/index.ts';
import { LAUNCH_NAMESPACE } from '../model/launchFailure.ts';
import type { ProviderContext } from '../providers/types.ts';

/** Who asks and in which language, for every provider call of the current screen. */
export function useProviderContext(): ProviderContext {
  const { i18n } = useTranslation(LAUNCH_NAMESPACE);
  const { session } = useSession();
  const brand = useBrand();
  const player = session.status === 'player' ? session.user : null;
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      shortLanguage: shortLanguageCode(language),
      player,
      // This deployment's project name is its brand id (integrations README, partner checks).
      partnerName: brand.id,
    }),
    [language, player, brand.id],
  );
}
