import { describe, expect, it } from 'vitest';
import { eventIdFromPath } from './eventPath.ts';

describe('eventIdFromPath', () => {
  it('should read the id of line and live addresses', () => {
    expect(eventIdFromPath('/full-event/line/100132')).toBe(100132);
    expect(eventIdFromPath('/full-event/live/7')).toBe(7);
  });

  it('should accept a trailing slash, a query and a hash', () => {
    expect(eventIdFromPath('/full-event/line/100132/')).toBe(100132);
    expect(eventIdFromPath('/full-event/line/100132?lang=en#markets')).toBe(100132);
  });

  it('should give null for an address without an id', () => {
    expect(eventIdFromPath('/full-event/line/')).toBeNull();
    expect(eventIdFromPath('/full-event/line/abc')).toBeNull();
    expect(eventIdFromPath('/full-event/line/12abc')).toBeNull();
    expect(eventIdFromPath('/full-event/line/-5')).toBeNull();
    expect(eventIdFromPath('/full-event/line/0')).toBeNull();
    expect(eventIdFromPath('/full-event/line/0012')).toBeNull();
    expect(eventIdFromPath('/full-event/line/1.5')).toBeNull();
    expect(eventIdFromPath('')).toBeNull();
  });

  it('should refuse ids too long to be exact numbers', () => {
    expect(eventIdFromPath('/full-event/line/123456789012345')).toBe(123456789012345);
    expect(eventIdFromPath('/full-event/line/1234567890123456')).toBeNull();
  });
});
