import dayjs from 'dayjs';

/** Events and history: DD.MM.YYYY HH:mm (spec section 9), in the player's local time. */
export function formatEventDate(iso: string): string {
  return dayjs(iso).format('DD.MM.YYYY HH:mm');
}

/** The spec's split date pair: YYYY/MM/DD and HH:mm. */
export function eventDateParts(iso: string): { day: string; time: string } {
  const date = dayjs(iso);
  return { day: date.format('YYYY/MM/DD'), time: date.format('HH:mm') };
}

/** DD.MM and HH:mm for the compact two-line date of an event row. */
export function eventRowDate(iso: string): { day: string; time: string } {
  const date = dayjs(iso);
  return { day: date.format('DD.MM'), time: date.format('HH:mm') };
}
