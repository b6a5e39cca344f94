import { describe, expect, it } from 'vitest';
import { eventDateParts, eventRowDate, formatEventDate } from './dates.ts';

// Local times: the suite runs in the machine's zone, so build the instant from local parts.
const iso = new Date(2026, 10, 18, 21, 5).toISOString();

describe('event dates', () => {
  it('should format events as DD.MM.YYYY HH:mm', () => {
    expect(formatEventDate(iso)).toBe('18.11.2026 21:05');
  });

  it('should split the long date and the time', () => {
    expect(eventDateParts(iso)).toEqual({ day: '2026/11/18', time: '21:05' });
    expect(eventRowDate(iso)).toEqual({ day: '18.11', time: '21:05' });
  });
});
