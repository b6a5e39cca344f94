import { describe, expect, it } from 'vitest';
import { isIsoDate } from './isIsoDate.ts';

describe('isIsoDate', () => {
  it.each(['2024-01-01', '2024-12-31', '1990-06-15', '0001-01-01', '9999-12-31'])(
    'should accept the calendar date %s',
    (value) => {
      expect(isIsoDate(value)).toBe(true);
    },
  );

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2023-02-28', true],
  ])('should know leap years: %s is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each(['2024-04-30', '2024-06-30', '2024-09-30', '2024-11-30'])(
    'should accept the 30th of a 30-day month (%s)',
    (value) => {
      expect(isIsoDate(value)).toBe(true);
    },
  );

  it.each(['2024-04-31', '2024-06-31', '2024-09-31', '2024-11-31'])(
    'should reject the 31st of a 30-day month (%s)',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );

  it.each([
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-01-32',
    '0000-01-01',
    '2024-1-01',
    '2024-01-1',
    '24-01-01',
    '20240101',
    '2024/01/01',
    '01-01-2024',
    '2024-01-01T00:00',
    ' 2024-01-01',
    '2024-01-01 ',
    '+02024-01-01',
    '２０２４-01-01',
    '',
    'yyyy-MM-dd',
  ])('should reject %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});
