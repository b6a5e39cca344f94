import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../core/errors/index.ts';
import type { AmountRange } from '../../core/settings/index.ts';
import type { AmountProblem } from '../model/amount.ts';

/** The message of an amount problem; below the minimum is the spec's own text (section 5). */
export function useAmountErrorText(): (
  problem: AmountProblem | undefined,
  range: AmountRange | undefined,
  format: (amount: number) => string,
) => string | undefined {
  const { t } = useTranslation('payments');
  const errorText = useErrorText();
  return (problem, range, format) => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'required':
        return t('amount.required');
      case 'invalid':
        return t('amount.invalid');
      case 'wholeAmount':
        return t('amount.wholeAmount');
      case 'belowMinimum':
        // 'Cantidad menor que mínima': the catalogue's message for the known server text.
        return range
          ? `${errorText({ key: 'payment.belowMinimum' })} (${format(range.min)})`
          : errorText({ key: 'payment.belowMinimum' });
      case 'aboveMaximum':
        return range ? t('amount.aboveMaximum', { max: format(range.max) }) : t('amount.invalid');
    }
  };
}
