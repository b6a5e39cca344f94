const two = (value: number) => String(value).padStart(2, '0');

/** 'DD.MM.YYYY HH:mm' in UTC, the spec's format for events and history. */
export function historyDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${date.getUTCFullYear()} ${two(
    date.getUTCHours(),
  )}:${two(date.getUTCMinutes())}`;
}

/**
 * A history filter bound: 'YYYY-MM-DD', 'DD.MM.YYYY', 'DD-MM-YYYY' (a whole UTC day) or an ISO
 * moment. `end` makes a day bound inclusive (its last millisecond). Undefined when unreadable.
 */
export function filterBound(text: string, end: boolean): Date | undefined {
  const dayFirst = /^(\d{2})[.-](\d{2})[.-](\d{4})$/.exec(text);
  const yearFirst = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const parts = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1]]
    : yearFirst
      ? [yearFirst[1], yearFirst[2], yearFirst[3]]
      : undefined;
  if (parts) {
    const [year, month, day] = parts.map(Number) as [number, number, number];
    const start = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls 31.02 over into March: such a day does not exist.
    if (start.getUTCMonth() !== month - 1 || start.getUTCDate() !== day) return undefined;
    return end ? new Date(start.getTime() + 24 * 60 * 60 * 1000 - 1) : start;
  }
  const moment = Date.parse(text);
  return Number.isNaN(moment) ? undefined : new Date(moment);
}
