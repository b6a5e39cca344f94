import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Inline, Link, Text } from '../../../../design-system/index.ts';
import type { FeedItem } from '../api/feedTypes.ts';
import { eventRowDate } from '../model/dates.ts';
import { fullEventPath } from '../model/eventPath.ts';
import { EventTeamsLink } from './EventTeamsLink.tsx';
import { FavouriteStar } from './FavouriteStar.tsx';
import { LiveClock } from './LiveClock.tsx';
import { MainOdds } from './MainOdds.tsx';
import { prices, row, star, teams, when } from './EventRow.css.ts';
import { useSlipEvent } from './useSlipEvent.ts';

export interface EventRowProps {
  event: FeedItem;
  /** Handicap and total rows with their size (line screens). */
  withSizes?: boolean;
  /** Hide the star where favouriting makes no sense (finished events). @default true */
  favourite?: boolean;
}

export { fullEventPath };

function When({ event }: { event: FeedItem }) {
  const { t } = useTranslation('sports');
  // One line (score and clock, or time and day), so the "+N bets" link fits under it beside the
  // two team names instead of taking a line of its own under the prices.
  if (event.status === 1) {
    return (
      <Inline space="xsmall" alignY="bottom" noWrap>
        <Text as="span" weight="strong" tabularNumbers>
          {event.score ?? '0:0'}
        </Text>
        <Text as="span" size="xsmall" tone="positive" tabularNumbers>
          <LiveClock clock={event.clock} fallback={event.time ?? t('event.live')} />
        </Text>
      </Inline>
    );
  }
  const { day, time } = eventRowDate(event.startDate);
  return (
    <Inline space="xsmall" alignY="bottom" noWrap>
      <Text as="span" size="small" tabularNumbers>
        {time}
      </Text>
      <Text as="span" size="xsmall" tone="secondary" tabularNumbers>
        {day}
      </Text>
    </Inline>
  );
}

/**
 * One event of a list: the team block (a link to the full event), when it starts or the live
 * score and clock with the "+N bets" link under it, the favourite star and the main prices. Memoised on the event object, which
 * the live merge keeps while nothing about the event changes.
 */
export const EventRow = memo(function EventRow({
  event,
  withSizes = false,
  favourite = true,
}: EventRowProps) {
  const { t } = useTranslation('sports');
  const slipEvent = useSlipEvent(event);
  const label = `${event.team1} - ${event.team2}`;
  return (
    <article className={row} aria-label={label}>
      <div className={teams}>
        <EventTeamsLink event={event} />
      </div>
      <div className={when}>
        <When event={event} />
      </div>
      {favourite ? (
        <div className={star}>
          <FavouriteStar event={event} />
        </div>
      ) : null}
      {/* Placed by the grid into the free cell under the time, beside the second team. */}
      {event.betsCount > 0 ? (
        <Link href={fullEventPath(event)} tone="link">
          <Text as="span" size="small" tone="link">
            {t('event.moreBets', { count: event.betsCount })}
          </Text>
        </Link>
      ) : null}
      <div className={prices}>
        <MainOdds
          markets={event.markets}
          event={slipEvent}
          suspended={event.stopped}
          withSizes={withSizes}
        />
      </div>
    </article>
  );
});
