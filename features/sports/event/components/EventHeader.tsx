import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Card,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '../../../../design-system/index.ts';
import type { FeedItem } from '../../shared/api/feedTypes.ts';
import { fullEventPath } from '../../shared/components/EventRow.tsx';
import { FavouriteStar } from '../../shared/components/FavouriteStar.tsx';
import { LiveClock } from '../../shared/components/LiveClock.tsx';
import { CountryFlag } from '../../shared/components/TourneySection.tsx';
import { formatEventDate } from '../../shared/model/dates.ts';

function Scoreboard({ event }: { event: FeedItem }) {
  const { t } = useTranslation('event');
  const live = event.status === 1;
  return (
    <Stack space="xxsmall">
      <Inline space="small" alignY="center">
        <Badge tone={live ? 'positive' : 'neutral'}>
          {live ? t('header.live') : t('header.finished')}
        </Badge>
        <Text as="span" size="xlarge" weight="strong" tabularNumbers>
          <VisuallyHidden>{`${t('header.score')}: `}</VisuallyHidden>
          {event.score ?? '0:0'}
        </Text>
        {live && event.time ? (
          <Text as="span" tone="positive" tabularNumbers>
            <VisuallyHidden>{`${t('header.clock')}: `}</VisuallyHidden>
            <LiveClock clock={event.clock} fallback={event.time} />
          </Text>
        ) : null}
      </Inline>
      {event.periodScore.length > 0 ? (
        <Text as="span" size="small" tone="secondary" tabularNumbers>
          {t('header.periods', { periods: event.periodScore.join(', ') })}
        </Text>
      ) : null}
      {live && event.subScore ? (
        <Text as="span" size="small" tone="secondary" tabularNumbers>
          {t('header.points', { points: event.subScore })}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The event's header: sport, tourney with its country's flag, the teams (the page's heading),
 * and the start date, or the live score with clock and period scores, or the final score.
 */
export function EventHeader({ event }: { event: FeedItem }) {
  const { t } = useTranslation('event');
  const tourney = event.countryName
    ? t('header.tourney', { country: event.countryName, tourney: event.champName ?? '' })
    : (event.champName ?? '');
  return (
    <Card as="section" tone="raised" padding="medium" aria-label={t('header.label')}>
      <Stack space="small">
        <Stack space="xxsmall">
          {event.sportName ? (
            <Text as="span" size="small" weight="medium" tone="secondary">
              {event.gameName ? `${event.sportName} · ${event.gameName}` : event.sportName}
            </Text>
          ) : null}
          <Inline space="xsmall" alignY="center">
            <CountryFlag countryId={event.countryId} />
            <Text as="span" size="small" tone="secondary">
              {tourney}
            </Text>
          </Inline>
        </Stack>
        <Box display="flex" justifyContent="space-between" alignItems="flex-start" gap="small">
          <Heading level={1}>{`${event.team1} – ${event.team2}`}</Heading>
          {event.status === 2 ? null : <FavouriteStar event={event} />}
        </Box>
        {event.status === 0 ? (
          <Text as="span" tabularNumbers>
            {`${t('header.starts')}: `}
            <time dateTime={event.startDate}>{formatEventDate(event.startDate)}</time>
          </Text>
        ) : (
          <Scoreboard event={event} />
        )}
        {event.status === 1 && event.stopped ? (
          <Text as="span" size="small" tone="warning">
            {t('header.stopped')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** On the line page, a live event points to its live page (polled there, not here). */
export function FollowLiveLink({ event }: { event: FeedItem }) {
  const { t } = useTranslation('event');
  if (event.status !== 1) return null;
  return <Link href={fullEventPath(event)}>{t('header.followLive')}</Link>;
}
