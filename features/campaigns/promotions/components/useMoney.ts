import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../core/brand/index.ts';
import { formatMoney } from '../../../core/format/index.ts';

/** Amounts of one currency as the interface language writes money, with the brand's symbols. */
export function useMoney(currency: string): (amount: number) => string {
  const { i18n } = useTranslation('promotions');
  const brand = useBrand();
  const language = i18n.language;
  const symbols = brand.currencies.symbols;
  return useCallback(
    (amount: number) => formatMoney(amount, currency, language, { symbols }),
    [currency, language, symbols],
  );
}
