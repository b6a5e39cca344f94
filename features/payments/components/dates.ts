import dayjs from 'dayjs';

/** Spec, section 9: history dates read DD.MM.YYYY HH:mm, in the player's time zone. */
export const HISTORY_DATE_FORMAT = 'DD.MM.YYYY HH:mm';

export function formatHistoryDate(moment: string): string {
  return dayjs(moment).format(HISTORY_DATE_FORMAT);
}
