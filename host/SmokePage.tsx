import { useTranslation } from 'react-i18next';
import { Box, Button, Heading, Inline, Stack, Text } from '../design-system/index.ts';
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
    <Box as="main" padding="gutter">
      <Stack space="large">
        <Heading level={1}>{t('smoke.welcome', { brand: brand.name })}</Heading>
        <Text id="choose-language" tone="secondary">
          {t('smoke.chooseLanguage')}
        </Text>
        <Inline role="group" aria-labelledby="choose-language">
          {brand.languages.enabled.map((code) => (
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
        </Inline>
      </Stack>
    </Box>
  );
}
