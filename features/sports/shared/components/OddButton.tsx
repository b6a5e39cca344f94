import { memo, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OddsButton,
  type OddsButtonLayout,
  type OddsPriceHandle,
} from '../../../../design-system/index.ts';
import { formatOdds, useOddsFormat } from '../../../core/format/index.ts';
import { addToBetslip, useInBetslip } from '../../../betslip/index.ts';
import type { Odd } from '../api/feedTypes.ts';
import { useLiveOdd } from '../live/liveOdds.tsx';

/**
 * What the slip needs to know about the odd's event. Built once per event (see `useSlipEvent`),
 * so memoised buttons see the same object across polls.
 */
export interface SlipEvent {
  eventId: number;
  teams: string;
  sportId: number;
  sportName: string;
  tourneyName: string;
  countryId: number;
  isLive: boolean;
}

export interface OddButtonProps {
  odd: Odd;
  marketName: string;
  event: SlipEvent;
  layout?: OddsButtonLayout;
  /** Shown instead of the odd's own name (e.g. the size in a handicap row). */
  label?: string;
  /** Betting stopped on the whole event: every odd shows suspended. */
  suspended?: boolean;
  /** Esports: the bet group id the slip keeps (spec: betslipInfo.bId). */
  bId?: number;
  /** From `useOddsLabels()` in the component that lays out the prices. */
  labels: OddsLabels;
}

export interface OddsLabels {
  increased: string;
  reduced: string;
  suspended: string;
}

// i18next's `t` and `useTranslation` cost more than the rest of a price's render, and a poll
// renders up to hundreds of prices: the labels are looked up once per `t` (a language or its texts
// changing gives a new one) by the row or list around the buttons, and handed to them.
const labelsByT = new WeakMap<object, OddsLabels>();

function oddsLabels(t: (key: 'odds.increased' | 'odds.reduced' | 'odds.suspended') => string) {
  let labels = labelsByT.get(t);
  if (!labels) {
    labels = {
      increased: t('odds.increased'),
      reduced: t('odds.reduced'),
      suspended: t('odds.suspended'),
    };
    labelsByT.set(t, labels);
  }
  return labels;
}

/** The buttons' labels (rise, drop, suspended), for the component that lays out the prices. */
export function useOddsLabels(): OddsLabels {
  return oddsLabels(useTranslation('sports').t);
}

/**
 * Every price of the sportsbook: formatted in the player's odds format, pressed while in the bet
 * slip, flashing on a rise or drop; a tap adds it to the slip or takes it out. Memoised on the odd
 * object, which the live merge keeps while its price stands. In a live list (`LiveOddsProvider`)
 * the price comes from the list's odds store, and a poll that moves it renders nothing: the new
 * price, its name and its flash are written into the button (`OddsPriceHandle`).
 */
export const OddButton = memo(function OddButton({
  odd: given,
  marketName,
  event,
  layout,
  label,
  suspended = false,
  bId,
  labels,
}: OddButtonProps) {
  const [format] = useOddsFormat();
  const priceHandle = useRef<OddsPriceHandle>(null);
  const [odd, shownOdd] = useLiveOdd(
    given,
    (next) =>
      priceHandle.current?.show(formatOdds(next.c, format), next.c, next.b || suspended) ?? false,
  );
  const selected = useInBetslip(odd.id);
  const onSelectedChange = useCallback(() => {
    // The odd the button shows now, which may be newer than this render's.
    const shown = shownOdd();
    addToBetslip({
      id: shown.id,
      rate: shown.c,
      shortName: shown.name,
      marketName,
      teams: event.teams,
      eventId: event.eventId,
      sportId: event.sportId,
      sportName: event.sportName,
      tourneyName: event.tourneyName,
      countryId: event.countryId,
      isLive: event.isLive,
      ...(bId === undefined ? {} : { bId }),
    });
  }, [shownOdd, marketName, event, bId]);

  return (
    <OddsButton
      label={label ?? odd.name}
      price={formatOdds(odd.c, format)}
      value={odd.c}
      selected={selected}
      blocked={odd.b || suspended}
      layout={layout}
      onSelectedChange={onSelectedChange}
      priceRef={priceHandle}
      increasedLabel={labels.increased}
      reducedLabel={labels.reduced}
      suspendedLabel={labels.suspended}
    />
  );
});
