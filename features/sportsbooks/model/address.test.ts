import { describe, expect, it } from 'vitest';
import { categoryOf } from './address.ts';

describe('categoryOf', () => {
  it('should read the category after the base segment', () => {
    expect(categoryOf('/bc/live', 'bc')).toBe('live');
    expect(categoryOf('/bc/history/', 'bc')).toBe('history');
    expect(categoryOf('/digsport/live', 'digsport')).toBe('live');
  });

  it('should have none for the bare base or another base', () => {
    expect(categoryOf('/digsport', 'digsport')).toBeUndefined();
    expect(categoryOf('/digsport/', 'digsport')).toBeUndefined();
    expect(categoryOf('/slots/live', 'bc')).toBeUndefined();
  });

  it('should decode the segment and keep a malformed one as it is', () => {
    expect(categoryOf('/bc/pre%20match', 'bc')).toBe('pre match');
    expect(categoryOf('/bc/%E0%A4%A', 'bc')).toBe('%E0%A4%A');
  });
});
