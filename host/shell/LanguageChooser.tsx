import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Inline, Stack } from '../../design-system/index.ts';
import { languageTag, type LanguageCode } from '../i18n/languages.ts';

export interface LanguageChooserProps {
  /** The brand's enabled languages, in the order the brand lists them. */
  languages: readonly LanguageCode[];
  /** The interface language now. */
  value: LanguageCode;
  /** A player picked another language. */
  onChange: (code: LanguageCode) => void;
}

/**
 * The brand's languages, each written in its own language (a player who cannot read the current
 * one still finds theirs), the current one pressed. Nothing shows for a one-language brand.
 */
export function LanguageChooser({ languages, value, onChange }: LanguageChooserProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (languages.length < 2) return null;

  return (
    <Stack space="small">
      <Heading level={3} id={headingId}>
        {t('shell.language')}
      </Heading>
      <Inline role="group" aria-labelledby={headingId} space="xsmall">
        {languages.map((code) => {
          const current = code === value;
          return (
            <Button
              key={code}
              variant={current ? 'solid' : 'outline'}
              size="small"
              icon={current ? 'check' : undefined}
              lang={languageTag(code)}
              aria-pressed={current}
              onClick={() => {
                if (!current) onChange(code);
              }}
            >
              {t(`languageName.${code}`)}
            </Button>
          );
        })}
      </Inline>
    </Stack>
  );
}
