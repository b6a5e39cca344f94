import { useEffect, useEffectEvent, useState } from 'react';
import { timing } from '../../tokens/timing.ts';
import { amount, root, unit, unitLabel, type countdownVariants } from './Countdown.css.ts';
import { remaining, toIsoDuration } from './remaining.ts';

export type CountdownVariant = (typeof countdownVariants)[number];

export interface CountdownUnitLabels {
  days: string;
  hours: string;
  minutes: string;
}

export interface CountdownProps {
  /** When the countdown ends. */
  target: Date | number;
  /**
   * The current time. Given, it is the only clock (stories, tests, a screen that already
   * ticks); left out, the countdown reads the system clock every `tickMs`.
   */
  now?: Date | number;
  /**
   * How often the own clock re-renders, in milliseconds (the free-bet page uses 20 000).
   * @default timing.countdownTickMs (60 000)
   */
  tickMs?: number;
  /** Unit words after each number, in the reader's language, e.g. `{ days: 'd', … }`. */
  unitLabels: CountdownUnitLabels;
  /** Called once when the time is up (also when `target` is already past on mount). */
  onComplete?: () => void;
  /** `inline` for running text and cards, `blocks` for a prominent timer. @default 'inline' */
  variant?: CountdownVariant;
}

function toMs(time: Date | number): number {
  return typeof time === 'number' ? time : time.getTime();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Days, hours and minutes left until `target`; never negative. */
export function Countdown({
  target,
  now,
  tickMs = timing.countdownTickMs,
  unitLabels,
  onComplete,
  variant = 'inline',
}: CountdownProps) {
  const targetMs = toMs(target);
  const fixedNow = now === undefined ? undefined : toMs(now);
  const [clock, setClock] = useState(() => Date.now());
  const time = remaining(targetMs, fixedNow ?? clock);
  const done = time.totalMs === 0;

  useEffect(() => {
    if (fixedNow !== undefined || done) return;
    // Wake at the next tick, or exactly at the end if that comes first, so completion is on time.
    const delay = Math.max(0, Math.min(tickMs, targetMs - Date.now()));
    const timer = setTimeout(() => setClock(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [clock, fixedNow, done, tickMs, targetMs]);

  const complete = useEffectEvent(() => onComplete?.());
  useEffect(() => {
    if (done) complete();
  }, [done, targetMs]);

  const parts = [
    { key: 'days', value: String(time.days), label: unitLabels.days },
    { key: 'hours', value: pad(time.hours), label: unitLabels.hours },
    { key: 'minutes', value: pad(time.minutes), label: unitLabels.minutes },
  ];

  return (
    <time className={root({ variant })} dateTime={toIsoDuration(time)}>
      {parts.map((part, index) => (
        <span key={part.key} className={unit({ variant })}>
          <span className={amount({ variant })}>{part.value}</span>{' '}
          <span className={unitLabel}>{part.label}</span>
          {index < parts.length - 1 ? ' ' : null}
        </span>
      ))}
    </time>
  );
}
