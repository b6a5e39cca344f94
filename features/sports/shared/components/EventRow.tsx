import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Stack, Text } from '../../../../design-system/index.ts';
import type { FeedItem } from '../api/feedTypes.ts';
import { eventRowDate } from '../model/dates.ts';
import { truncateTeamName } from '../model/teams.ts';
import { FavouriteStar } from './FavouriteStar.tsx';
import { MainOdds } from './MainOdds.tsx';
import { header, row, teams } from './EventRow.css.ts';
import { useSlipEvent } from './useSlipEvent.ts';
import { useWindowWidth } from './useWindowWidth.ts';

export interface EventRowProps {
  event: FeedItem;
  /** Handicap and total rows with their size (line screens). */
  withSizes?: boolean;
  /** Hide the star where favouriting makes no sense (finished events). @default true */
  favourite?: boolean;
}

/** The full-event page of an event: live pages poll, line pages do not. */
export function fullEventPath(event: Pick<FeedItem, 'id' | 'status'>): string {
  return `/full-event/${event.status === 1 ? 'live' : 'line'}/${String(event.id)}`;
}

function When({ event }: { event: FeedItem }) {
  const { t } = useTranslation('sports');
  if (event.status === 1) {
    return (
      <Stack space="xxsmall" align="right">
        <Text as="span" weight="strong" tabularNumbers>
          {event.score ?? '0:0'}
        </Text>
        <Text as="span" size="xsmall" tone="positive" tabularNumbers>
          {event.time ?? t('event.live')}
        </Text>
      </Stack>
    );
  }
  const { day, time } = eventRowDate(event.startDate);
  return (
    <Stack space="xxsmall" align="right">
      <Text as="span" size="small" tabularNumbers>
        {time}
      </Text>
      <Text as="span" size="xsmall" tone="secondary" tabularNumbers>
        {day}
      </Text>
    </Stack>
  );
}

/**
 * One event of a list: the team block (a link to the full event), when it starts or the live
 * score and clock, the favourite star and the main prices. Memoised on the event object, which
 * the live merge keeps while nothing about the event changes.
 */
export const EventRow = memo(function EventRow({
  event,
  withSizes = false,
  favourite = true,
}: EventRowProps) {
  const { t } = useTranslation('sports');
  const width = useWindowWidth();
  const slipEvent = useSlipEvent(event);
  const label = `${event.team1} - ${event.team2}`;
  return (
    <article className={row} aria-label={label}>
      <div className={header}>
        <div className={teams}>
          <Link href={fullEventPath(event)} tone="inherit" underline="hover">
            <Stack space="xxsmall">
              <Text as="span" weight="medium">
                {truncateTeamName(event.team1, width)}
              </Text>
              <Text as="span" weight="medium">
                {truncateTeamName(event.team2, width)}
              </Text>
            </Stack>
          </Link>
        </div>
        <When event={event} />
        {favourite ? <FavouriteStar event={event} /> : null}
      </div>
      <MainOdds
        markets={event.markets}
        event={slipEvent}
        suspended={event.stopped}
        withSizes={withSizes}
      />
      {event.betsCount > 0 ? (
        <Link href={fullEventPath(event)} tone="link">
          {t('event.moreBets', { count: event.betsCount })}
        </Link>
      ) : null}
    </article>
  );
});
