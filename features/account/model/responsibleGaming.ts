import type { LimitKind } from '../../../schemas/responsibleGambling.ts';

const DAY_MS = 86_400_000;

/**
 * When an exclusion taken now would end (the platform counts whole days from the moment it
 * starts); null for a permanent self-exclusion. Shown in the confirmation before the player agrees.
 */
export function exclusionEnd(now: Date | number, days: number | null): Date | null {
  if (days === null) return null;
  return new Date(new Date(now).getTime() + days * DAY_MS);
}

/** What a change does: lowering or setting applies at once, raising or removing waits. */
export type LimitChangeEffect = 'immediate' | 'coolingOff' | 'unchanged';

export function limitChangeEffect(current: number | null, next: number | null): LimitChangeEffect {
  if (current === next) return 'unchanged';
  if (next === null) return 'coolingOff';
  if (current === null || next < current) return 'immediate';
  return 'coolingOff';
}

export type LimitInputProblem = 'required' | 'invalid' | 'decimals' | 'wholeMinutes';

/**
 * A typed limit: money in decimal units (comma or point as the separator, at most the currency's
 * decimals), session time in whole minutes. The platform refuses the same (338); checking here
 * answers before a request.
 */
export function parseLimitInput(
  input: string,
  kind: LimitKind,
  currencyDigits: number,
): { value: number } | { problem: LimitInputProblem } {
  const text = input.trim().replace(/\s/g, '').replace(',', '.');
  if (text === '') return { problem: 'required' };
  if (!/^\d+(\.\d+)?$/.test(text)) return { problem: 'invalid' };
  const value = Number(text);
  if (!(value > 0)) return { problem: 'invalid' };
  const decimals = text.split('.')[1]?.length ?? 0;
  if (kind === 'session') return decimals > 0 ? { problem: 'wholeMinutes' } : { value };
  return decimals > currencyDigits ? { problem: 'decimals' } : { value };
}

// One definition beside the brand section, shared with the shell's footer.
export { helpOrganisationsFor } from '../../../schemas/responsibleGambling.ts';

/** A phone number as a tel: link (digits and a leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Minutes as whole hours and minutes, for session time. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(total));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

export type DurationUnit = 'hours' | 'days' | 'weeks' | 'months' | 'years';

/**
 * How a player reads an offered length in days: 1 → 24 hours, 42 → 6 weeks, 182 → 6 months,
 * 1825 → 5 years. Months are matched within two days (182 is half a year of 365).
 */
export function durationOf(days: number): { unit: DurationUnit; count: number } {
  if (days === 1) return { unit: 'hours', count: 24 };
  if (days % 365 === 0) return { unit: 'years', count: days / 365 };
  const months = Math.round(days / (365 / 12));
  if (days >= 60 && Math.abs(days - months * (365 / 12)) <= 2)
    return { unit: 'months', count: months };
  if (days >= 14 && days % 7 === 0 && days % 30 !== 0) return { unit: 'weeks', count: days / 7 };
  return { unit: 'days', count: days };
}
