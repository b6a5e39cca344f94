import { describe, expect, it } from 'vitest';
import { oddsMovement } from './oddsMovement.ts';

const check = (coef: number | null) => ({ coef, blocked: false, errorCode: 0 });

describe('oddsMovement', () => {
  it('should say up or down against the current rate', () => {
    expect(oddsMovement(2.1, check(2.25))).toBe('up');
    expect(oddsMovement(2.1, check(1.95))).toBe('down');
  });

  it('should say none when unchanged, unknown or gone', () => {
    expect(oddsMovement(2.1, check(2.1))).toBe('none');
    expect(oddsMovement(0.1 + 0.2, check(0.3))).toBe('none');
    expect(oddsMovement(2.1, undefined)).toBe('none');
    expect(oddsMovement(2.1, check(null))).toBe('none');
  });
});
