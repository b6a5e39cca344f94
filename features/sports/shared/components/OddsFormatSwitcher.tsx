import { useTranslation } from 'react-i18next';
import { Select } from '../../../../design-system/index.ts';
import { parseOddsFormat, useOddsFormat } from '../../../core/format/index.ts';

/** The spec's odds-format switcher: decimal, fractional or American, remembered for next time. */
export function OddsFormatSwitcher() {
  const { t } = useTranslation('sports');
  const [format, setFormat] = useOddsFormat();
  return (
    <Select
      label={t('oddsFormat.label')}
      value={String(format)}
      onValueChange={(value) => {
        const next = parseOddsFormat(value);
        if (next !== undefined) setFormat(next);
      }}
      options={[
        { value: '0', label: t('oddsFormat.decimal') },
        { value: '1', label: t('oddsFormat.fractional') },
        { value: '2', label: t('oddsFormat.american') },
      ]}
    />
  );
}
