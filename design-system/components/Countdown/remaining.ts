const minuteMs = 60_000;
const minutesPerDay = 24 * 60;

export interface Remaining {
  /** Milliseconds left; 0 once the target has passed, never negative. */
  totalMs: number;
  days: number;
  /** 0–23 */
  hours: number;
  /** 0–59 */
  minutes: number;
}

function toMs(time: Date | number): number {
  return typeof time === 'number' ? time : time.getTime();
}

/**
 * Time left from `now` until `target`, in whole days, hours and minutes. Minutes round up, so
 * the display shows 0 only when the time is really up (a countdown without seconds would
 * otherwise read "0 min" for up to a minute before the end). An invalid date counts as passed.
 */
export function remaining(target: Date | number, now: Date | number): Remaining {
  const difference = toMs(target) - toMs(now);
  const totalMs = Number.isFinite(difference) ? Math.max(0, difference) : 0;
  const totalMinutes = Math.ceil(totalMs / minuteMs);
  return {
    totalMs,
    days: Math.floor(totalMinutes / minutesPerDay),
    hours: Math.floor((totalMinutes % minutesPerDay) / 60),
    minutes: totalMinutes % 60,
  };
}

/** The remaining time as an ISO 8601 duration for `<time dateTime>`, e.g. `P2DT5H13M`. */
export function toIsoDuration({ days, hours, minutes }: Remaining): string {
  return `P${days}DT${hours}H${minutes}M`;
}
