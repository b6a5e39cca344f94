import { describe, expect, it } from 'vitest';
import { odometerCells, padDigits } from './odometerCells.ts';

describe('padDigits', () => {
  it('should pad a short number to the digit width', () => {
    expect(padDigits('12345', 7)).toBe('0012345');
    expect(padDigits('12345', 6)).toBe('012345');
  });

  it('should leave a number that already fills the width alone', () => {
    expect(padDigits('1234567', 7)).toBe('1234567');
  });

  it('should never cut a number longer than the width', () => {
    expect(padDigits('123456789', 6)).toBe('123456789');
  });

  it('should never pad a formatted amount: a leading zero would change what it reads', () => {
    expect(padDigits('55.340 $', 6)).toBe('55.340 $');
    expect(padDigits('$55.340', 6)).toBe('$55.340');
    expect(padDigits('12,345.67', 8)).toBe('12,345.67');
    expect(padDigits('1 234,56', 7)).toBe('1 234,56');
    expect(padDigits('€1,234', 6)).toBe('€1,234');
    expect(padDigits('-42', 4)).toBe('-42');
  });

  it('should leave text without digits alone', () => {
    expect(padDigits('', 2)).toBe('');
    expect(padDigits('€', 3)).toBe('€');
  });

  it('should treat a width of zero or less as no padding', () => {
    expect(padDigits('7', 0)).toBe('7');
    expect(padDigits('7', -3)).toBe('7');
  });
});

describe('odometerCells', () => {
  it('should turn digits into columns and keep other characters fixed', () => {
    expect(odometerCells('1,05')).toEqual([
      { kind: 'digit', digit: 1, key: 'd2' },
      { kind: 'static', char: ',', key: 's0' },
      { kind: 'digit', digit: 0, key: 'd1' },
      { kind: 'digit', digit: 5, key: 'd0' },
    ]);
  });

  it('should keep the keys of the right-hand columns when the number grows', () => {
    const before = odometerCells('999').map((cell) => cell.key);
    const after = odometerCells('1000').map((cell) => cell.key);
    expect(after.slice(1)).toEqual(before);
  });

  it('should give every cell a unique key', () => {
    const keys = odometerCells('€ 1 234 567,89').map((cell) => cell.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('should return nothing for empty text', () => {
    expect(odometerCells('')).toEqual([]);
  });
});
