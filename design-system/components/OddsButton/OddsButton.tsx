import {
  memo,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  type Ref,
  type RefObject,
} from 'react';
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
  /**
   * Lets a live list show a new price without rendering the button (see `OddsPriceHandle`). A
   * later render must pass the same price, or a newer one: the handle changes the DOM only.
   */
  priceRef?: Ref<OddsPriceHandle>;
}

/**
 * Shows a new price straight in the button's DOM (text, accessible name, flash), as a render with
 * that `price` and `value` would. Returns false, changing nothing, when it cannot: the button is
 * not mounted, or `blocked` differs from its last render (the lock is markup: render instead).
 */
export interface OddsPriceHandle {
  show: (price: string, value: number | undefined, blocked: boolean) => boolean;
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
  names: Names;
}

/** Writes the flash onto the button: `data-trend` (colour and arrow) and the spoken trend. */
function showFlash(
  button: HTMLButtonElement | null,
  trend: OddsTrend | undefined,
  cycle: boolean,
  names: Names,
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

type Names = Readonly<Record<'none' | OddsTrend, string>>;

/** The names to read with each trend; a blocked button shows and reads no trend. */
function namesOf(
  label: string,
  price: string,
  blocked: boolean,
  texts: { increased: string; reduced: string; suspended: string },
): Names {
  const name = [label, blocked ? texts.suspended : price].join(', ');
  return blocked
    ? { none: name, up: name, down: name }
    : { none: name, up: `${name}, ${texts.increased}`, down: `${name}, ${texts.reduced}` };
}

/** Starts the flash's timer (when it has a trend) and writes it onto the button. */
function startFlash(
  button: RefObject<HTMLButtonElement | null>,
  current: Flash,
  blocked: boolean,
  flashMs: number,
): void {
  clearTimeout(current.timer);
  current.timer = undefined;
  if (current.trend && Number.isFinite(flashMs)) {
    current.timer = setTimeout(() => {
      current.trend = undefined;
      showFlash(button.current, undefined, current.cycle, current.names);
    }, flashMs);
  }
  showFlash(button.current, blocked ? undefined : current.trend, current.cycle, current.names);
}

/**
 * Takes a price into the flash: a new one (by price, value or given trend) works out its trend
 * and restarts the flash; the same one only writes the flash again (names may have changed).
 */
function takePrice(
  button: RefObject<HTMLButtonElement | null>,
  current: Flash,
  seen: Seen,
  blocked: boolean,
  flashMs: number,
): void {
  const previous = current.seen;
  if (
    previous.price === seen.price &&
    previous.value === seen.value &&
    previous.trend === seen.trend
  ) {
    showFlash(button.current, blocked ? undefined : current.trend, current.cycle, current.names);
    return;
  }
  current.trend = seen.trend ?? compareOdds(previous.value, seen.value);
  current.seen = seen;
  current.cycle = !current.cycle;
  startFlash(button, current, blocked, flashMs);
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
  priceRef,
}: OddsButtonProps) {
  const button = useRef<HTMLButtonElement | null>(null);
  const priceText = useRef<HTMLSpanElement | null>(null);
  const buttonRef = useMemo(() => mergeRefs(button, ref), [ref]);
  const flash = useRef<Flash | null>(null);
  const texts = { increased: increasedLabel, reduced: reducedLabel, suspended: suspendedLabel };
  const names = namesOf(label, price, blocked, texts);
  // What the last commit rendered, for `priceRef`'s writes between renders.
  const committed = useRef({ label, blocked, flashMs, texts });

  // The flash lives in the DOM, not in state: a moved price renders the button once (not a second
  // time to derive the flash, nor again a second later to clear it), and the arrow stays mounted
  // (CSS shows it while `data-trend` is set). The layout effect writes it before the browser
  // paints, so the first frame of a new price already carries its trend.
  useLayoutEffect(() => {
    committed.current = { label, blocked, flashMs, texts };
    const seen = { price, value, trend };
    if (!flash.current) {
      // A trend given on mount flashes too.
      flash.current = { seen, trend, cycle: false, timer: undefined, names };
      startFlash(button, flash.current, blocked, flashMs);
      return;
    }
    flash.current.names = names;
    takePrice(button, flash.current, seen, blocked, flashMs);
  });

  useImperativeHandle(
    priceRef,
    () => ({
      show(nextPrice, nextValue, nextBlocked) {
        const shown = committed.current;
        const current = flash.current;
        // The price's text node: React's own, after the arrow (see the markup below), changed in
        // place so React's next render still finds it.
        const text = priceText.current?.lastChild;
        if (!current || nextBlocked !== shown.blocked || !(text instanceof Text)) return false;
        if (text.nodeValue !== nextPrice) text.nodeValue = nextPrice;
        current.names = namesOf(shown.label, nextPrice, nextBlocked, shown.texts);
        takePrice(
          button,
          current,
          { price: nextPrice, value: nextValue, trend: undefined },
          nextBlocked,
          shown.flashMs,
        );
        return true;
      },
    }),
    [],
  );

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
      aria-label={names.none}
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
      <span className={priceClass} ref={priceText}>
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
