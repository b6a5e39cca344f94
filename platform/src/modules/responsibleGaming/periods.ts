import type { LimitPeriod } from '../../../../schemas/responsibleGambling.ts';

export interface PeriodBounds {
  from: Date;
  to: Date;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The calendar period holding a moment, in UTC (the platform's day everywhere): the day, the ISO
 * week from Monday, the month. Limits count within it and start afresh with the next.
 */
export function periodBounds(period: LimitPeriod, at: Date): PeriodBounds {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (period === 'day') return { from: new Date(day), to: new Date(day + dayMs) };
  if (period === 'week') {
    const sinceMonday = (at.getUTCDay() + 6) % 7;
    const from = day - sinceMonday * dayMs;
    return { from: new Date(from), to: new Date(from + 7 * dayMs) };
  }
  return {
    from: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
    to: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
  };
}
