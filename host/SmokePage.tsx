import { useTranslation } from 'react-i18next';
import { Button } from '../design-system/index.ts';
import type { Brand } from '../schemas/generated/brand.ts';
import { languageTag, type LanguageCode } from './i18n/languages.ts';

export interface SmokePageProps {
  brand: Brand;
}

/**
 * The first screen through the whole chain (brand file → i18n → design system). The real shell
 * replaces it when the host issue lands.
 */
export function SmokePage({ brand }: SmokePageProps) {
  const { t, i18n } = useTranslation();

  const chooseLanguage = (code: LanguageCode) => {
    void i18n.changeLanguage(languageTag(code));
  };

  return (
    <main>
      <h1>{t('smoke.welcome', { brand: brand.name })}</h1>
      <p id="choose-language">{t('smoke.chooseLanguage')}</p>
      <div role="group" aria-labelledby="choose-language">
        {brand.languages.map((code) => (
          <Button
            key={code}
            variant="outline"
            lang={languageTag(code)}
            aria-pressed={i18n.language === languageTag(code)}
            onClick={() => chooseLanguage(code)}
          >
            {t(`languageName.${code}`)}
          </Button>
        ))}
      </div>
    </main>
  );
}
