import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { OddsButton, type OddsButtonLayout } from '../../../../design-system/index.ts';
import { formatOdds, useOddsFormat } from '../../../core/format/index.ts';
import { addToBetslip, useInBetslip } from '../../../betslip/index.ts';
import type { Odd } from '../api/feedTypes.ts';

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
}

/**
 * Every price of the sportsbook: formatted in the player's odds format, pressed while in the bet
 * slip, flashing on a rise or drop; a tap adds it to the slip or takes it out. Memoised on the odd
 * object, which the live merge keeps while its price stands, so a poll re-renders changed odds only.
 */
export const OddButton = memo(function OddButton({
  odd,
  marketName,
  event,
  layout,
  label,
  suspended = false,
  bId,
}: OddButtonProps) {
  const { t } = useTranslation('sports');
  const [format] = useOddsFormat();
  const selected = useInBetslip(odd.id);
  const onSelectedChange = useCallback(() => {
    addToBetslip({
      id: odd.id,
      rate: odd.c,
      shortName: odd.name,
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
  }, [odd, marketName, event, bId]);

  return (
    <OddsButton
      label={label ?? odd.name}
      price={formatOdds(odd.c, format)}
      value={odd.c}
      selected={selected}
      blocked={odd.b || suspended}
      layout={layout}
      onSelectedChange={onSelectedChange}
      increasedLabel={t('odds.increased')}
      reducedLabel={t('odds.reduced')}
      suspendedLabel={t('odds.suspended')}
    />
  );
});
