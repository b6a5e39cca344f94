import { useTranslation } from 'react-i18next';
import { Select } from '../../../design-system/index.ts';
import { languages, type LanguageCode } from '../../../host/i18n/languages.ts';

export interface LanguageSwitchProps {
  value: LanguageCode;
  onChange: (language: LanguageCode) => void;
}

/** The studio's own language (the operator's), apart from any brand's languages. */
export function LanguageSwitch({ value, onChange }: LanguageSwitchProps) {
  const { t } = useTranslation('app');
  return (
    <Select
      label={t('shell.language')}
      options={languages.map((language) => ({
        value: language.code,
        label: t(`shell.languages.${language.code}`),
      }))}
      value={value}
      onValueChange={(next) => {
        const chosen = languages.find((language) => language.code === next);
        if (chosen) onChange(chosen.code);
      }}
    />
  );
}
