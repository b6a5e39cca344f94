import { describe, expect, it } from 'vitest';
import {
  birthDateProblem,
  DEFAULT_MINIMUM_AGE,
  isCalendarDate,
  latestBirthDate,
} from './birthDateRule.ts';

describe('birth date rule', () => {
  it('should take an adult of the minimum age, from their 18th birthday on', () => {
    expect(DEFAULT_MINIMUM_AGE).toBe(18);
    expect(birthDateProblem('2008-11-27', '2026-11-27')).toBeUndefined();
    expect(birthDateProblem('1990-05-17', '2026-11-27')).toBeUndefined();
  });

  it('should refuse someone a day short of the minimum age, and a newborn', () => {
    expect(birthDateProblem('2008-11-28', '2026-11-27')).toBe('underAge');
    expect(birthDateProblem('2026-11-27', '2026-11-27')).toBe('underAge');
  });

  it("should follow the brand's minimum age", () => {
    expect(birthDateProblem('2006-01-01', '2026-11-27', 21)).toBe('underAge');
    expect(birthDateProblem('2005-11-27', '2026-11-27', 21)).toBeUndefined();
  });

  it('should let someone born on 29 February in on 1 March of a common year', () => {
    expect(birthDateProblem('2008-02-29', '2026-02-28')).toBe('underAge');
    expect(birthDateProblem('2008-02-29', '2026-03-01')).toBeUndefined();
    // On 29 February itself, whoever was born on 28 February 18 years before is of age.
    expect(latestBirthDate('2028-02-29', 18)).toBe('2010-02-28');
  });

  it('should ask for a date, a real one, not in the future', () => {
    expect(birthDateProblem('', '2026-11-27')).toBe('required');
    expect(birthDateProblem('17.05.1990', '2026-11-27')).toBe('invalidDate');
    expect(birthDateProblem('1990-02-30', '2026-11-27')).toBe('invalidDate');
    expect(birthDateProblem('2026-11-28', '2026-11-27')).toBe('futureDate');
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
  });
});
