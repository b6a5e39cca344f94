import { describe, expect, it } from 'vitest';
import { sportIcon } from './sportIcon.ts';

describe('sportIcon', () => {
  it('should give the icon of a known sport and nothing for others', () => {
    expect(sportIcon(1)).toBe('football');
    expect(sportIcon(300)).toBe('esports');
    expect(sportIcon(66)).toBeUndefined();
  });
});
