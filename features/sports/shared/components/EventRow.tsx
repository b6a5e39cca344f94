import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Inline, Link, Text } from '../../../../design-system/index.ts';
import type { FeedClock, FeedItem } from '../api/feedTypes.ts';
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

interface WhenProps {
  status: number;
  score: string | null | undefined;
  clock: FeedClock | null | undefined;
  time: string | null | undefined;
  startDate: string;
}

// Memoised on the fields it shows: a poll that moves only prices leaves it alone.
const When = memo(function When({ status, score, clock, time: feedTime, startDate }: WhenProps) {
  const { t } = useTranslation('sports');
  // One line (score and clock, or time and day), so the "+N bets" link fits under it beside the
  // two team names instead of taking a line of its own under the prices.
  if (status === 1) {
    return (
      <Inline space="xsmall" alignY="bottom" noWrap>
        <Text as="span" weight="strong" tabularNumbers>
          {score ?? '0:0'}
        </Text>
        <Text as="span" size="xsmall" tone="positive" tabularNumbers>
          <LiveClock clock={clock} fallback={feedTime ?? t('event.live')} />
        </Text>
      </Inline>
    );
  }
  const { day, time } = eventRowDate(startDate);
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
});

/** The "+N bets" link under the score, leading to the full event. */
const MoreBets = memo(function MoreBets({ href, count }: { href: string; count: number }) {
  const { t } = useTranslation('sports');
  return (
    <Link href={href} tone="link">
      <Text as="span" size="small" tone="link">
        {t('event.moreBets', { count })}
      </Text>
    </Link>
  );
});

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
  const slipEvent = useSlipEvent(event);
  const { id, status, team1, team2, startDate } = event;
  // The header's view of the event, the same object while its fields stand: a poll that moves
  // only prices re-renders the prices, not the teams, the star or the score.
  const header = useMemo(
    () => ({ id, status, team1, team2, startDate }),
    [id, status, team1, team2, startDate],
  );
  const label = `${team1} - ${team2}`;
  return (
    <article className={row} aria-label={label}>
      <div className={teams}>
        <EventTeamsLink event={header} />
      </div>
      <div className={when}>
        <When
          status={status}
          score={event.score}
          clock={event.clock}
          time={event.time}
          startDate={startDate}
        />
      </div>
      {favourite ? (
        <div className={star}>
          <FavouriteStar event={header} />
        </div>
      ) : null}
      {/* Placed by the grid into the free cell under the time, beside the second team. */}
      {event.betsCount > 0 ? (
        <MoreBets href={fullEventPath(header)} count={event.betsCount} />
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
