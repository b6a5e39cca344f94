import { memo, useEffect, useState, type Ref } from 'react';
import { timing } from '../../tokens/timing.ts';
import { Icon } from '../Icon/Icon.tsx';
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

interface Flash {
  trend: OddsTrend;
  /** Bumped on every change, so a repeat of the same trend restarts the flash. */
  sequence: number;
}

interface Seen {
  price: string;
  value: number | undefined;
  trend: OddsTrend | undefined;
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
  const [seen, setSeen] = useState<Seen>({ price, value, trend });
  const [flash, setFlash] = useState<Flash | null>(trend ? { trend, sequence: 0 } : null);

  // Derived during render rather than in an effect, so the first paint of a new price already
  // carries its trend.
  if (seen.price !== price || seen.value !== value || seen.trend !== trend) {
    const direction = trend ?? compareOdds(seen.value, value);
    setSeen({ price, value, trend });
    setFlash(direction ? { trend: direction, sequence: (flash?.sequence ?? 0) + 1 } : null);
  }

  useEffect(() => {
    if (!flash || !Number.isFinite(flashMs)) return;
    const timer = setTimeout(() => setFlash(null), flashMs);
    return () => clearTimeout(timer);
  }, [flash, flashMs]);

  const shownTrend = blocked ? undefined : flash?.trend;
  const trendLabel =
    shownTrend === 'up' ? increasedLabel : shownTrend === 'down' ? reducedLabel : undefined;
  const name = [label, blocked ? suspendedLabel : price, trendLabel].filter(Boolean).join(', ');

  return (
    <button
      ref={ref}
      type="button"
      className={oddsButton({ layout })}
      aria-label={name}
      aria-pressed={selected}
      // aria-disabled keeps focus on a button that is suspended while focused.
      aria-disabled={blocked || undefined}
      data-trend={shownTrend}
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
            {shownTrend ? (
              <span key={flash?.sequence} className={trendArrow}>
                <Icon name={shownTrend === 'up' ? 'arrowUp' : 'arrowDown'} size="small" />
              </span>
            ) : null}
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
