import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type CurrencySymbolOverrides } from '../../core/format/index.ts';

/** Formats amounts of one currency the way the interface language writes money. */
export function useMoney(
  currency: string,
  symbols: CurrencySymbolOverrides | undefined,
): (amount: number) => string {
  const { i18n } = useTranslation('payments');
  const language = i18n.language;
  return useCallback(
    (amount: number) => formatMoney(amount, currency, language, { symbols }),
    [currency, language, symbols],
  );
}
