import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Stack, Text } from '../../../../design-system/index.ts';
import type { FeedItem } from '../../shared/api/feedTypes.ts';
import { fullEventPath } from '../../shared/components/EventRow.tsx';
import { EventTeamsLink } from '../../shared/components/EventTeamsLink.tsx';
import { OddButton, useOddsLabels } from '../../shared/components/OddButton.tsx';
import { useSlipEvent } from '../../shared/components/useSlipEvent.ts';
import { formatEventDate } from '../../shared/model/dates.ts';
import { additionalBetsCount, esportsMainOdds } from '../model/esportsOdds.ts';
import { header, oddsGrid, row } from './EsportsEventRow.css.ts';

export interface EsportsEventRowProps {
  event: FeedItem;
}

/**
 * An esports event (spec: teams, date, count of extra bets and up to three main odds). The teams
 * and the extra bets lead to the full event; a tap on an odd puts it in the bet slip with its
 * bet group (bId). Memoised on the event object, which stays the same while its tourney's list
 * does.
 */
export const EsportsEventRow = memo(function EsportsEventRow({ event }: EsportsEventRowProps) {
  const { t } = useTranslation('esports');
  const labels = useOddsLabels();
  const slipEvent = useSlipEvent(event);
  const odds = esportsMainOdds(event.markets);
  const extraBets = additionalBetsCount(event.betsCount, odds.length);
  const columns = Math.max(1, odds.length) as 1 | 2 | 3;
  return (
    <article className={row} aria-label={`${event.team1} - ${event.team2}`}>
      <div className={header}>
        <EventTeamsLink event={event} />
        <Stack space="xxsmall" align="right">
          <Text as="time" size="small" tone="secondary" tabularNumbers dateTime={event.startDate}>
            {formatEventDate(event.startDate)}
          </Text>
          {extraBets > 0 ? (
            <Link href={fullEventPath(event)} tone="link">
              {t('event.moreBets', { count: extraBets })}
            </Link>
          ) : null}
        </Stack>
      </div>
      {odds.length > 0 ? (
        <div className={oddsGrid[columns]}>
          {odds.map(({ odd, marketName, bId }) => (
            <OddButton
              key={odd.id}
              odd={odd}
              marketName={marketName}
              event={slipEvent}
              suspended={event.stopped}
              bId={bId}
              labels={labels}
            />
          ))}
        </div>
      ) : null}
    </article>
  );
});
