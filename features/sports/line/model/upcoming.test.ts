import { describe, expect, it } from 'vitest';
import { parseUpcomingFilter, upcomingQuery, withUpcomingFilter } from './upcoming.ts';

const params = (text: string) => new URLSearchParams(text);

describe('upcoming filter', () => {
  it('should default to the next 2 hours of every sport', () => {
    expect(parseUpcomingFilter(params(''))).toEqual({ hours: 2, sportId: null });
  });

  it('should read a window of 2, 4, 6, 12 or 24 hours and a sport', () => {
    expect(parseUpcomingFilter(params('hours=12&sportId=4'))).toEqual({ hours: 12, sportId: 4 });
  });

  it('should ignore windows and sports it does not know', () => {
    expect(parseUpcomingFilter(params('hours=5&sportId=x'))).toEqual({ hours: 2, sportId: null });
    expect(parseUpcomingFilter(params('hours=-6&sportId=0'))).toEqual({ hours: 2, sportId: null });
  });

  it('should write the filter into the address, leaving the defaults out', () => {
    expect(withUpcomingFilter(params('x=1'), { hours: 6, sportId: 1 }).toString()).toBe(
      'x=1&hours=6&sportId=1',
    );
    expect(withUpcomingFilter(params('hours=6'), { hours: 2, sportId: null }).toString()).toBe('');
  });

  it('should send the window as seconds, with the sport when one is chosen', () => {
    expect(upcomingQuery({ hours: 2, sportId: null })).toEqual({ filterTime: 7200 });
    expect(upcomingQuery({ hours: 24, sportId: 3 })).toEqual({ filterTime: 86_400, sportId: 3 });
  });
});
