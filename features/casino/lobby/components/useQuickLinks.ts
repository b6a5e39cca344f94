import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBannedProviders, useBrand } from '../../../core/brand/index.ts';
import { quickLinks, type QuickLink } from '../model/quickLinks.ts';

/** The brand's casino quick links the player may see, labelled in the interface language. */
export function useQuickLinks(): QuickLink[] {
  const brand = useBrand();
  const banned = useBannedProviders();
  const { t, i18n } = useTranslation('casinoLobby');
  const entries = brand.menus?.casinoQuickLinks;
  const fallbackLanguage = brand.languages.default ?? 'es-es';
  return useMemo(
    () => quickLinks(entries, banned, i18n.language, fallbackLanguage, t),
    [entries, banned, i18n.language, fallbackLanguage, t],
  );
}
