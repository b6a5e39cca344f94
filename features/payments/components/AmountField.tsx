import { useTranslation } from 'react-i18next';
import { TextField } from '../../../design-system/index.ts';
import type { AmountRange } from '../../core/settings/index.ts';

export interface AmountFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The limits of the chosen method, shown as a hint; absent while unknown. */
  range: AmountRange | undefined;
  format: (amount: number) => string;
  error?: string;
  disabled?: boolean;
}

/** The amount of a top-up or withdrawal, with the method's minimum and maximum beside it. */
export function AmountField({
  value,
  onValueChange,
  range,
  format,
  error,
  disabled,
}: AmountFieldProps) {
  const { t } = useTranslation('payments');
  return (
    <TextField
      label={t('amount.label')}
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onValueChange={onValueChange}
      hint={
        range ? t('amount.range', { min: format(range.min), max: format(range.max) }) : undefined
      }
      error={error}
      disabled={disabled}
    />
  );
}
