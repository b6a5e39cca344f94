/**
 * The rule for a birth date a player gives (sign-up, additional info), shared by the platform,
 * which enforces it (a malformed or future date is a 400, an under-age one auth code 240), and the
 * app's forms, which check it before a round trip. A date is a real calendar day written
 * yyyy-MM-dd, not after today, and the player must be at least the brand's minimum age
 * (brand.json `responsibleGambling.minimumAge`, 18 unless the operator says otherwise) on that day.
 *
 * "Today" is the caller's: the app's is the player's local day, the platform's its clock's UTC
 * day. Someone born on 29 February comes of age on 1 March in a common year (the day after 28
 * February), never a day early.
 */
import dayjs from 'dayjs';
import { DEFAULT_MINIMUM_AGE } from './minimumAge.ts';

export { DEFAULT_MINIMUM_AGE, minimumAgeOf } from './minimumAge.ts';

export type BirthDateProblem = 'required' | 'invalidDate' | 'futureDate' | 'underAge';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A real day written yyyy-MM-dd (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const day = dayjs(value);
  return day.isValid() && day.format('YYYY-MM-DD') === value;
}

/**
 * The latest birth date of someone at least `minimumAge` years old on `today` (yyyy-MM-dd): the
 * date picker's maximum, and the bound the rule checks.
 */
export function latestBirthDate(today: string, minimumAge: number): string {
  // The same day `minimumAge` years back; 29 February of a common year becomes 28 February.
  return dayjs(today).subtract(minimumAge, 'year').format('YYYY-MM-DD');
}

/** What is wrong with a birth date, or undefined when it may be saved. */
export function birthDateProblem(
  value: string,
  today: string,
  minimumAge: number = DEFAULT_MINIMUM_AGE,
): BirthDateProblem | undefined {
  if (value.trim() === '') return 'required';
  if (!isCalendarDate(value)) return 'invalidDate';
  // yyyy-MM-dd strings order like the days they name.
  if (value > today) return 'futureDate';
  if (value > latestBirthDate(today, minimumAge)) return 'underAge';
  return undefined;
}
