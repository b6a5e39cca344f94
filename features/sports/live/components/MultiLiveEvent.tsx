import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  Collapsible,
  Heading,
  IconButton,
  Inline,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '../../../../design-system/index.ts';
import type { FeedItem } from '../../shared/api/feedTypes.ts';
import { fullEventPath } from '../../shared/components/EventRow.tsx';
import { oddsGrid } from '../../shared/components/EventRow.css.ts';
import { LiveClock } from '../../shared/components/LiveClock.tsx';
import { OddButton, useOddsLabels } from '../../shared/components/OddButton.tsx';
import { useSlipEvent } from '../../shared/components/useSlipEvent.ts';
import {
  anyBetGroupOpen,
  betGroupKey,
  betGroupsOf,
  toggleAllBetGroups,
  toggleBetGroup,
} from '../model/multiLive.ts';
import { titleTarget } from './MultiLiveEvent.css.ts';

export type ClosedGroupsUpdate = (
  update: (current: ReadonlySet<string>) => ReadonlySet<string>,
) => void;

export interface MultiLiveEventProps {
  event: FeedItem;
  /** Closed bet groups of every multi-live event (keys from betGroupKey). */
  closedGroups: ReadonlySet<string>;
  onClosedGroupsChange: ClosedGroupsUpdate;
  onRemove: (eventId: number) => void;
}

function Scoreboard({ event }: { event: FeedItem }) {
  const { t } = useTranslation('live');
  return (
    <Inline space="small" alignY="center">
      <Text as="span" weight="strong" tabularNumbers>
        {event.score ?? '0:0'}
      </Text>
      {event.subScore ? (
        <Text as="span" size="small" tabularNumbers>
          ({event.subScore})
        </Text>
      ) : null}
      <Text as="span" size="small" tone="positive" tabularNumbers>
        <LiveClock clock={event.clock} fallback={event.time ?? t('multiLive.live')} />
      </Text>
      {event.periodScore.length > 0 ? (
        <Text as="span" size="small" tone="secondary" tabularNumbers>
          {t('multiLive.periods', { scores: event.periodScore.join(', ') })}
        </Text>
      ) : null}
    </Inline>
  );
}

/**
 * One followed event: its score and clock, and every coefficient group as a bet group that opens
 * and closes by itself or with the others (spec: multi-live). Prices are the shared OddButton, so
 * a changed price flashes and a tap goes to the bet slip.
 */
export const MultiLiveEvent = memo(function MultiLiveEvent({
  event,
  closedGroups,
  onClosedGroupsChange,
  onRemove,
}: MultiLiveEventProps) {
  const { t } = useTranslation('live');
  const labels = useOddsLabels();
  const titleId = useId();
  const slipEvent = useSlipEvent(event);
  const groups = useMemo(() => betGroupsOf(event.markets), [event.markets]);
  const groupIds = groups.map((group) => group.groupId);
  const teams = `${event.team1} - ${event.team2}`;
  const tourney = [event.sportName, event.countryName, event.champName].filter(Boolean).join(' · ');

  return (
    <Card as="article" padding="medium" aria-labelledby={titleId}>
      <Stack space="small">
        <Inline space="small" alignY="center" align="spaceBetween" noWrap>
          <Text as="span" size="small" tone="secondary" maxLines={1}>
            {tourney}
          </Text>
          <IconButton
            icon="close"
            label={t('multiLive.remove', { teams })}
            size="small"
            onClick={() => onRemove(event.id)}
          />
        </Inline>
        <Heading level={2} id={titleId}>
          <Link href={fullEventPath(event)} tone="inherit" underline="hover">
            <span className={titleTarget}>{teams}</span>
          </Link>
        </Heading>
        <Scoreboard event={event} />
        {groups.length > 0 ? (
          <Inline align="right">
            <Button
              variant="ghost"
              size="small"
              onClick={() =>
                onClosedGroupsChange((current) => toggleAllBetGroups(current, event.id, groupIds))
              }
            >
              {anyBetGroupOpen(closedGroups, event.id, groupIds)
                ? t('toggle.collapseGroups')
                : t('toggle.expandGroups')}
            </Button>
          </Inline>
        ) : (
          <Text tone="secondary">{t('multiLive.noMarkets')}</Text>
        )}
        {groups.map((group) => (
          <Collapsible.Root
            key={group.groupId}
            open={!closedGroups.has(betGroupKey(event.id, group.groupId))}
            onOpenChange={() =>
              onClosedGroupsChange((current) => toggleBetGroup(current, event.id, group.groupId))
            }
          >
            <Collapsible.Trigger headingLevel={3}>
              {group.name}
              {/* Every followed event has its "Total": the event's name keeps the regions apart. */}
              <VisuallyHidden>{`, ${teams}`}</VisuallyHidden>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Stack space="xsmall">
                {group.rows.map((row) => (
                  <div
                    key={row[0]?.id}
                    className={row.length === 3 ? oddsGrid.three : oddsGrid.two}
                  >
                    {row.map((odd) => (
                      <OddButton
                        key={odd.id}
                        odd={odd}
                        marketName={group.name}
                        event={slipEvent}
                        suspended={event.stopped}
                        labels={labels}
                      />
                    ))}
                  </div>
                ))}
              </Stack>
            </Collapsible.Content>
          </Collapsible.Root>
        ))}
      </Stack>
    </Card>
  );
});
