import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../core/brand/index.ts';
import { formatMoney } from '../../../core/format/index.ts';

/** An amount with its currency, as the interface language and the brand write money. */
export type AmountFormat = (amount: number, currency: string) => string;

/**
 * Money formats for the jackpots: whole units on the counters (a pot that grows by cents would
 * roll its last digits without pause), cents where the player reads a prize they won.
 */
export function useJackpotMoney(): { whole: AmountFormat; exact: AmountFormat } {
  const { i18n } = useTranslation('jackpots');
  const symbols = useBrand().currencies.symbols;
  const language = i18n.language;
  const whole = useCallback<AmountFormat>(
    (amount, currency) => formatMoney(amount, currency, language, { symbols, decimals: 0 }),
    [language, symbols],
  );
  const exact = useCallback<AmountFormat>(
    (amount, currency) => formatMoney(amount, currency, language, { symbols }),
    [language, symbols],
  );
  return { whole, exact };
}
