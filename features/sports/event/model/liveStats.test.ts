import { describe, expect, it } from 'vitest';
import { oddOutcome, statFields } from './liveStats.ts';

describe('statFields', () => {
  it('should list a football match’s fields in the spec’s order', () => {
    expect(
      statFields({
        redCards: '0:0',
        '2': '1:1',
        corners: '5:3',
        '1': '1:0',
        score: '2:1',
        yellowCards: '2:1',
        curGame: 2,
      }),
    ).toEqual([
      { kind: 'curGame', value: '2' },
      { kind: 'score', value: '2:1' },
      { kind: 'period', period: 1, value: '1:0' },
      { kind: 'period', period: 2, value: '1:1' },
      { kind: 'corners', value: '5:3' },
      { kind: 'yellowCards', value: '2:1' },
      { kind: 'redCards', value: '0:0' },
    ]);
  });

  it('should show only the fields present', () => {
    expect(statFields({ curGame: 3, '1': '6:4', '2': '3:6', '3': '2:1' })).toEqual([
      { kind: 'curGame', value: '3' },
      { kind: 'period', period: 1, value: '6:4' },
      { kind: 'period', period: 2, value: '3:6' },
      { kind: 'period', period: 3, value: '2:1' },
    ]);
  });

  it('should skip blank values and periods past the fifth', () => {
    expect(statFields({ score: ' ', corners: '', '6': '1:0', '5': '15:13' })).toEqual([
      { kind: 'period', period: 5, value: '15:13' },
    ]);
  });

  it('should have nothing to show without statistics', () => {
    expect(statFields(null)).toEqual([]);
    expect(statFields(undefined)).toEqual([]);
    expect(statFields({})).toEqual([]);
  });

  it('should show the current period 0 (not started) rather than hide it', () => {
    expect(statFields({ curGame: 0 })).toEqual([{ kind: 'curGame', value: '0' }]);
  });
});

describe('oddOutcome', () => {
  it('should read the settlement codes', () => {
    expect(oddOutcome(34)).toBe('won');
    expect(oddOutcome(4)).toBe('lost');
    expect(oddOutcome(322)).toBe('returned');
  });

  it('should have no outcome before settlement', () => {
    expect(oddOutcome(null)).toBeNull();
    expect(oddOutcome(undefined)).toBeNull();
  });
});
