import { memo } from 'react';
import { Link, Stack, Text } from '../../../../design-system/index.ts';
import type { FeedItem } from '../api/feedTypes.ts';
import { truncateTeamName } from '../model/teams.ts';
import { fullEventPath } from '../model/eventPath.ts';
import { useWindowWidth } from './useWindowWidth.ts';

/**
 * An event's two team names, one a line (shortened to fit the phone), leading to the full event.
 * Memoised: rows pass an object that stands while these fields do.
 */
export const EventTeamsLink = memo(function EventTeamsLink({
  event,
}: {
  event: Pick<FeedItem, 'id' | 'status' | 'team1' | 'team2'>;
}) {
  const width = useWindowWidth();
  return (
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
  );
});
