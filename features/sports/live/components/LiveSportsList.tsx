import { memo, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Collapsible, Icon, Inline, Stack } from '../../../../design-system/index.ts';
import { TourneySection } from '../../shared/components/TourneySection.tsx';
import type { SportGroup } from '../../shared/model/tourneys.ts';
import { tourneyColumns } from '../../shared/model/tourneyColumns.ts';
import {
  anyOpen,
  isSportOpen,
  isTourneyOpen,
  toggleAllSports,
  toggleAllTourneys,
  toggleSport,
  toggleTourney,
  type LiveOpenState,
} from '../model/openState.ts';
import { sportIcon } from '../model/sportIcon.ts';
import { limitVisibleRows } from '../model/visibleRows.ts';
import { LiveEventRow, type LiveRowProps } from './LiveEventRow.tsx';

export type OpenStateUpdate = (update: (current: LiveOpenState) => LiveOpenState) => void;

export interface LiveSportsListProps {
  /** Sports → tourneys → events, in list order. */
  sports: readonly SportGroup[];
  open: LiveOpenState;
  onOpenChange: OpenStateUpdate;
  multiLiveIds: readonly number[];
  /** Stable across polls, so memoised rows are not redrawn for a new callback. */
  onToggleMultiLive: (eventId: number) => void;
  /** Show at most this many event rows (the lazy list). @default every row */
  rowLimit?: number;
  /** The row component; the render benchmark passes an instrumented one. @default LiveEventRow */
  Row?: ComponentType<LiveRowProps>;
}

function eventCount(sport: SportGroup): number {
  return sport.tourneys.reduce((sum, tourney) => sum + tourney.events.length, 0);
}

/** A sport's header, memoised on what it shows: a poll that changes its events leaves it alone. */
const SportHeader = memo(function SportHeader({
  sportId,
  name,
  count,
}: {
  sportId: number;
  name: string;
  count: number | undefined;
}) {
  const icon = sportIcon(sportId);
  return (
    <Collapsible.Trigger
      headingLevel={2}
      leading={icon ? <Icon name={icon} /> : undefined}
      meta={count}
    >
      {name}
    </Collapsible.Trigger>
  );
});

/**
 * The live list: each sport opens to its tourneys, each tourney to its events; every group opens
 * and closes by itself, all sports together, and all tourneys of a sport together. Closed groups
 * render no rows at all. Memoised: a poll that changes no event keeps `sports`, and the list
 * renders nothing.
 */
export const LiveSportsList = memo(function LiveSportsList({
  sports,
  open,
  onOpenChange,
  multiLiveIds,
  onToggleMultiLive,
  rowLimit,
  Row = LiveEventRow,
}: LiveSportsListProps) {
  const { t } = useTranslation('live');
  const shown = useMemo(
    () => (rowLimit === undefined ? sports : limitVisibleRows(sports, open, rowLimit)),
    [sports, open, rowLimit],
  );
  // Counts come from the whole list, not the part the lazy list shows so far.
  const totals = useMemo(() => {
    const counts = new Map<string, number>();
    for (const sport of sports) {
      counts.set(`s${String(sport.id)}`, eventCount(sport));
      for (const tourney of sport.tourneys) {
        counts.set(`t${String(tourney.id)}`, tourney.events.length);
      }
    }
    return counts;
  }, [sports]);
  const sportIds = sports.map((sport) => sport.id);

  return (
    <Stack space="small">
      <Inline align="right">
        <Button
          variant="ghost"
          size="small"
          onClick={() => onOpenChange((current) => toggleAllSports(current, sportIds))}
        >
          {anyOpen(open.closedSports, sportIds) ? t('toggle.collapseAll') : t('toggle.expandAll')}
        </Button>
      </Inline>
      {shown.map((sport) => {
        const tourneyIds = sport.tourneys.map((tourney) => tourney.id);
        return (
          <Collapsible.Root
            key={sport.id}
            open={isSportOpen(open, sport.id)}
            onOpenChange={() => onOpenChange((current) => toggleSport(current, sport.id))}
          >
            <SportHeader
              sportId={sport.id}
              name={sport.name}
              count={totals.get(`s${String(sport.id)}`)}
            />
            <Collapsible.Content>
              <Stack space="xsmall">
                <Inline align="right">
                  <Button
                    variant="ghost"
                    size="small"
                    onClick={() =>
                      onOpenChange((current) => toggleAllTourneys(current, tourneyIds))
                    }
                  >
                    {anyOpen(open.closedTourneys, tourneyIds)
                      ? t('toggle.collapseTourneys')
                      : t('toggle.expandTourneys')}
                  </Button>
                </Inline>
                {sport.tourneys.map((tourney) => (
                  <TourneySection
                    key={tourney.id}
                    name={tourney.name}
                    countryId={tourney.countryId}
                    countryName={tourney.countryName}
                    columns={tourneyColumns(tourney)}
                    count={totals.get(`t${String(tourney.id)}`)}
                    open={isTourneyOpen(open, tourney.id)}
                    onOpenChange={() =>
                      onOpenChange((current) => toggleTourney(current, tourney.id))
                    }
                  >
                    {tourney.events.map((event) => (
                      <Row
                        key={event.id}
                        event={event}
                        inMultiLive={multiLiveIds.includes(event.id)}
                        onToggleMultiLive={onToggleMultiLive}
                      />
                    ))}
                  </TourneySection>
                ))}
              </Stack>
            </Collapsible.Content>
          </Collapsible.Root>
        );
      })}
    </Stack>
  );
});
