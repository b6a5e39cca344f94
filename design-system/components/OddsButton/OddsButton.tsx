import { memo, useEffect, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { timing } from '../../tokens/timing.ts';
import { Icon } from '../Icon/Icon.tsx';
import { mergeRefs } from '../private/FieldFrame/mergeRefs.ts';
import {
  label as labelClass,
  oddsButton,
  price as priceClass,
  trendArrow,
  type oddsButtonLayouts,
} from './OddsButton.css.ts';
import { compareOdds, type OddsTrend } from './oddsTrend.ts';

export type OddsButtonLayout = (typeof oddsButtonLayouts)[number];

export interface OddsButtonProps {
  /** The outcome, e.g. "1", "X", "2", "Over 2.5". */
  label: string;
  /** The price exactly as shown, already formatted by the caller ("1.85", "+120", "17/20"). */
  price: string;
  /**
   * The price as a number. When it changes between renders the button works out the trend
   * itself, so a live list can just pass new values.
   */
  value?: number;
  /**
   * The direction of the latest price change, when the feed says it. Each new `price` with a
   * trend (the same one included) starts the flash again. Wins over the trend from `value`.
   */
  trend?: OddsTrend;
  /** In the bet slip (`aria-pressed`). @default false */
  selected?: boolean;
  /** Suspended: a lock instead of the price, not pressable, announced as such. @default false */
  blocked?: boolean;
  /**
   * Passed back to `onSelectedChange`, so one stable handler can serve a whole list and
   * memoised buttons do not re-render when the list does.
   */
  selectionId?: string;
  /** Asks to add (`true`) or remove (`false`) the selection; the owner sets `selected`. */
  onSelectedChange?: (selected: boolean, selectionId: string | undefined) => void;
  /**
   * `stacked` (label above price), `inline` (label left, price right) or `priceOnly` (the
   * label is read but not shown, under "1 X 2" column captions). @default 'stacked'
   */
  layout?: OddsButtonLayout;
  /**
   * How long a price change stays marked, in ms; `Infinity` keeps the mark (static previews).
   * @default timing.oddsFlashMs (1000)
   */
  flashMs?: number;
  /** Added to the accessible name while a rise is marked. @default 'Odds increased' */
  increasedLabel?: string;
  /** Added to the accessible name while a drop is marked. @default 'Odds reduced' */
  reducedLabel?: string;
  /** Read instead of the price while blocked. @default 'Suspended' */
  suspendedLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Shown only while `data-trend` is set, turned over for a drop. One element for every button and
 * render, so React never renders it again after the mount.
 */
const trendArrowIcon = (
  <span className={trendArrow}>
    <Icon name="arrowUp" size="small" />
  </span>
);

interface Seen {
  price: string;
  value: number | undefined;
  trend: OddsTrend | undefined;
}

/** The flash as the button's DOM shows it, kept outside React's state (see below). */
interface Flash {
  seen: Seen;
  trend: OddsTrend | undefined;
  /** Flips on every change, so a repeat of the same trend restarts the arrow's animation. */
  cycle: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The latest render's names, for the timer that ends the flash. */
  names: Readonly<Record<'none' | OddsTrend, string>>;
}

/** Writes the flash onto the button: `data-trend` (colour and arrow) and the spoken trend. */
function showFlash(
  button: HTMLButtonElement | null,
  trend: OddsTrend | undefined,
  cycle: boolean,
  names: Readonly<Record<'none' | OddsTrend, string>>,
): void {
  if (!button) return;
  if (trend) {
    button.dataset.trend = trend;
    button.dataset.flash = cycle ? 'b' : 'a';
  } else {
    delete button.dataset.trend;
    delete button.dataset.flash;
  }
  button.setAttribute('aria-label', names[trend ?? 'none']);
}

function OddsButtonBase({
  label,
  price,
  value,
  trend,
  selected = false,
  blocked = false,
  selectionId,
  onSelectedChange,
  layout = 'stacked',
  flashMs = timing.oddsFlashMs,
  increasedLabel = 'Odds increased',
  reducedLabel = 'Odds reduced',
  suspendedLabel = 'Suspended',
  ref,
}: OddsButtonProps) {
  const button = useRef<HTMLButtonElement | null>(null);
  const buttonRef = useMemo(() => mergeRefs(button, ref), [ref]);
  const flash = useRef<Flash | null>(null);
  const name = [label, blocked ? suspendedLabel : price].join(', ');
  // The names to read with each trend; a blocked button shows and reads no trend.
  const names = blocked
    ? { none: name, up: name, down: name }
    : { none: name, up: `${name}, ${increasedLabel}`, down: `${name}, ${reducedLabel}` };

  // The flash lives in the DOM, not in state: a moved price renders the button once (not a second
  // time to derive the flash, nor again a second later to clear it), and the arrow stays mounted
  // (CSS shows it while `data-trend` is set). The layout effect writes it before the browser
  // paints, so the first frame of a new price already carries its trend.
  useLayoutEffect(() => {
    let current = flash.current;
    if (!current) {
      current = { seen: { price, value, trend }, trend, cycle: false, timer: undefined, names };
      flash.current = current;
    } else {
      current.names = names;
      const { seen } = current;
      if (seen.price === price && seen.value === value && seen.trend === trend) {
        showFlash(button.current, blocked ? undefined : current.trend, current.cycle, names);
        return;
      }
      current.trend = trend ?? compareOdds(seen.value, value);
      current.seen = { price, value, trend };
      current.cycle = !current.cycle;
    }
    clearTimeout(current.timer);
    current.timer = undefined;
    const shown = current;
    if (shown.trend && Number.isFinite(flashMs)) {
      shown.timer = setTimeout(() => {
        shown.trend = undefined;
        showFlash(button.current, undefined, shown.cycle, shown.names);
      }, flashMs);
    }
    showFlash(button.current, blocked ? undefined : shown.trend, shown.cycle, names);
  });

  useEffect(
    () => () => {
      clearTimeout(flash.current?.timer);
      // Strict mode runs effects twice: the next mount starts afresh.
      flash.current = null;
    },
    [],
  );

  return (
    <button
      ref={buttonRef}
      type="button"
      className={oddsButton({ layout })}
      aria-label={name}
      aria-pressed={selected}
      // aria-disabled keeps focus on a button that is suspended while focused.
      aria-disabled={blocked || undefined}
      onClick={() => {
        if (!blocked) onSelectedChange?.(!selected, selectionId);
      }}
    >
      {/* The accessible name carries the label in every layout. */}
      {layout === 'priceOnly' ? null : (
        // The trailing space keeps label and price apart in the button's text, so the visible
        // words ("1 1.85") match the accessible name (WCAG 2.5.3, label in name).
        <span className={labelClass}>{`${label} `}</span>
      )}
      <span className={priceClass}>
        {blocked ? (
          <Icon name="lock" size="small" />
        ) : (
          <>
            {trendArrowIcon}
            {price}
          </>
        )}
      </span>
    </button>
  );
}

/**
 * The betting odds button. A price change shows an arrow and the odds colour for about a
 * second (`data-trend`); memoised so a live list re-renders only the odds that changed.
 */
export const OddsButton = memo(OddsButtonBase);
