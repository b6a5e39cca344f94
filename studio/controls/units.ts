import type { JsonSchema } from './schema/jsonSchema.ts';

/**
 * What a number setting counts. `money` amounts are in decimal (major) units of a currency, as
 * the schema says ("amounts in the currency's units"): 600 is 600 EUR, not 6 EUR.
 */
export type Unit =
  | { kind: 'milliseconds' | 'seconds' | 'minutes' | 'hours' | 'days' | 'years' | 'percent' }
  | { kind: 'fraction' }
  | { kind: 'money'; currency: CurrencySource };

/**
 * Where a money setting's currency comes from: a map key on its pointer (the `EUR` of
 * `/responsibleGambling/defaultLimits/deposit/EUR/day`), another setting (a campaign's
 * `currency`, the brand's default), or the player's own currency.
 */
export type CurrencySource =
  | { from: 'key'; depth: number }
  | { from: 'setting'; pointer: string; fallback?: string }
  | { from: 'player' };

function pattern(source: string): RegExp {
  return new RegExp(`^${source.replace(/\*/g, '[^/]+')}$`);
}

/**
 * Units the schema states only in words, keyed by pointer pattern (`*` any one token). The
 * schema's descriptions and key suffixes (`liveMs`, `realityCheckMinutes`) cover the rest.
 */
const unitsByPointer: Array<[RegExp, Unit]> = [
  [
    pattern('/limits/bets/*'),
    { kind: 'money', currency: { from: 'setting', pointer: '/currencies/default' } },
  ],
  [pattern('/limits/payment/*/*'), { kind: 'money', currency: { from: 'player' } }],
  [pattern('/limits/bonus/maxBonusSize'), { kind: 'money', currency: { from: 'player' } }],
  [pattern('/limits/bonus/registrationBonus'), { kind: 'money', currency: { from: 'player' } }],
  [pattern('/limits/bonus/maxBonusPercent'), { kind: 'percent' }],
  [pattern('/limits/bonus/cashback*'), { kind: 'fraction' }],
  [
    pattern('/responsibleGambling/defaultLimits/deposit/*/*'),
    { kind: 'money', currency: { from: 'key', depth: 1 } },
  ],
  [
    pattern('/responsibleGambling/defaultLimits/loss/*/*'),
    { kind: 'money', currency: { from: 'key', depth: 1 } },
  ],
  [pattern('/responsibleGambling/defaultLimits/session/*'), { kind: 'minutes' }],
  [pattern('/responsibleGambling/minimumAge'), { kind: 'years' }],
  [
    pattern('/campaigns/freeBets/(amount|turnoverPerFreeBet)'),
    {
      kind: 'money',
      currency: { from: 'setting', pointer: '/campaigns/freeBets/currency', fallback: 'TMT' },
    },
  ],
  [
    pattern('/campaigns/promotions/bigWinAmount'),
    {
      kind: 'money',
      currency: { from: 'setting', pointer: '/campaigns/promotions/currency', fallback: 'TMT' },
    },
  ],
];

const unitsBySuffix: Array<[RegExp, Unit]> = [
  [/Ms$/, { kind: 'milliseconds' }],
  [/Seconds$/, { kind: 'seconds' }],
  [/Minutes$/, { kind: 'minutes' }],
  [/Hours$/, { kind: 'hours' }],
  [/Days$/, { kind: 'days' }],
];

const unitsByWords: Array<[RegExp, Unit]> = [
  [/\bin milliseconds\b/i, { kind: 'milliseconds' }],
  [/\bin seconds\b/i, { kind: 'seconds' }],
  [/\bin minutes\b/i, { kind: 'minutes' }],
  [/\bin hours\b/i, { kind: 'hours' }],
  [/\bin days\b/i, { kind: 'days' }],
];

/** The unit of a number setting (or of a list of numbers), if it has one. */
export function unitFor(pointer: string, schema: JsonSchema): Unit | undefined {
  const key = pointer.slice(pointer.lastIndexOf('/') + 1);
  return (
    unitsByPointer.find(([test]) => test.test(pointer))?.[1] ??
    unitsBySuffix.find(([test]) => test.test(key))?.[1] ??
    unitsByWords.find(([test]) => test.test(schema.description ?? ''))?.[1]
  );
}
