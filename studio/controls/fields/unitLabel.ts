import type { TFunction } from 'i18next';
import { currencyMinorDigits } from '../../../schemas/currencyMinorUnits.ts';
import { pointerTokens } from '../pointer.ts';
import type { Unit } from '../units.ts';

/** The unit as the field's secondary label, and the step an amount in it moves by. */
export interface ShownUnit {
  text: string;
  /** Money moves by the currency's smallest unit (0.01 EUR, 1 CLP). */
  step?: number;
}

/** The currency a money setting is in, if the brand names one. */
export function currencyOf(
  unit: Extract<Unit, { kind: 'money' }>,
  pointer: string,
  settings: Readonly<Record<string, unknown>>,
): string | undefined {
  const source = unit.currency;
  if (source.from === 'key') {
    const tokens = pointerTokens(pointer);
    return tokens[tokens.length - 1 - source.depth];
  }
  if (source.from === 'setting') {
    const named = settings[source.pointer];
    return typeof named === 'string' ? named : source.fallback;
  }
  return undefined;
}

export function shownUnit(
  unit: Unit,
  pointer: string,
  settings: Readonly<Record<string, unknown>>,
  t: TFunction<'controls'>,
): ShownUnit {
  if (unit.kind !== 'money') return { text: t(`unit.${unit.kind}`) };
  const currency = currencyOf(unit, pointer, settings);
  if (!currency) return { text: t('unit.playerCurrency') };
  return { text: t('unit.money', { currency }), step: 10 ** -currencyMinorDigits(currency) };
}
