/**
 * Moments in queries: unix seconds ('1763467200'), unix milliseconds (13+ digits) or any ISO
 * 8601 date-time ('2026-11-18T12:00:00Z', '2026-11-18'). Returns the ISO text the database
 * compares, undefined when absent, or null when unreadable.
 */
export function parseMoment(value: string | undefined): string | undefined | null {
  if (value === undefined || value === '') return undefined;
  if (/^\d+$/.test(value)) {
    const number = Number(value);
    const milliseconds = value.length >= 13 ? number : number * 1000;
    const date = new Date(milliseconds);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const milliseconds = Date.parse(value);
  return Number.isNaN(milliseconds) ? null : new Date(milliseconds).toISOString();
}

/** A day of the results calls: 'DDMMYYYY' → the UTC midnight it starts at, or null. */
export function parseResultDay(value: string): number | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const milliseconds = Date.UTC(year, month - 1, day);
  const date = new Date(milliseconds);
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return milliseconds;
}

/** A search day 'YYYY-MM-DD' → its UTC start, or null. */
export function parseSearchDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const milliseconds = Date.UTC(year, month - 1, day);
  const date = new Date(milliseconds);
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return milliseconds;
}

export const dayMs = 24 * 60 * 60 * 1000;
