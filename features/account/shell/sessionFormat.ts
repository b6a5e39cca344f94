import { rgFormat } from '../components/responsibleGambling/format.ts';
import { moneyFormat } from '../components/money.ts';
import type { CurrencySymbolOverrides } from '../../core/format/index.ts';

/** How the session's figures read: money through the app's formatter, time as "1 h 5 min". */
export interface SessionFormat {
  money: (amount: number) => string;
  /** A net position with its sign: "+12,50 €" ahead, "−17,50 €" behind. */
  net: (amount: number) => string;
  minutes: (minutes: number) => string;
}

export function sessionFormat(
  currency: string,
  language: string,
  symbols: CurrencySymbolOverrides | undefined,
): SessionFormat {
  const money = moneyFormat(currency, language, symbols);
  const { minutes } = rgFormat(money, currency, language);
  return {
    money,
    net: (amount) => (amount > 0 ? `+${money(amount)}` : money(amount)),
    minutes,
  };
}
