import { useTranslation } from 'react-i18next';
import type { Brand } from '../../schemas/generated/brand.ts';
import { DEFAULT_LANGUAGE, languages, type LanguageCode } from '../i18n/languages.ts';

/**
 * The interface language as the brand file writes it (`es-es`), from i18next's tag (`es-ES`), and
 * the brand's default language that localized brand text falls back to.
 */
export function useShellLanguage(brand: Brand): {
  language: LanguageCode;
  fallbackLanguage: LanguageCode;
} {
  const { i18n } = useTranslation();
  const fallbackLanguage = brand.languages.default ?? DEFAULT_LANGUAGE;
  const language =
    languages.find((candidate) => candidate.tag === i18n.language)?.code ?? fallbackLanguage;
  return { language, fallbackLanguage };
}
