import { formatMoney, type CurrencySymbolOverrides } from '../../core/format/index.ts';

/** An amount in the player's currency, as the screens show it. */
export type MoneyFormat = (amount: number) => string;

/** Money in the player's currency and the interface language, with the brand's symbols. */
export function moneyFormat(
  currency: string,
  language: string,
  symbols: CurrencySymbolOverrides | undefined,
): MoneyFormat {
  return (amount) => formatMoney(amount, currency, language, { symbols });
}
