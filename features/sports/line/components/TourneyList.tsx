import { memo } from 'react';
import { Box, Stack } from '../../../../design-system/index.ts';
import type { FeedItem } from '../../shared/api/feedTypes.ts';
import { EventRow } from '../../shared/components/EventRow.tsx';
import { TourneySection } from '../../shared/components/TourneySection.tsx';
import { useLazyCount } from '../../shared/components/useLazyCount.ts';
import { useStepwiseCount } from '../../shared/components/useStepwiseCount.ts';
import type { TourneyGroup } from '../../shared/model/tourneys.ts';
import { tourneyColumns } from '../../shared/model/tourneyColumns.ts';
import type { TourneyToggles } from './useTourneyToggles.ts';

/** The spec's lazy list: a marker after the shown items asks for more when it scrolls into view. */
function LazyMarker({ sentinelRef }: { sentinelRef: (element: HTMLElement | null) => void }) {
  return <Box ref={sentinelRef} aria-hidden="true" paddingY="xsmall" />;
}

/** A tourney's events, ten at a time; handicap and total rows show their size (line screens). */
function TourneyEvents({ events }: { events: readonly FeedItem[] }) {
  const { count, sentinelRef } = useLazyCount(events.length);
  return (
    <Stack space="none">
      {events.slice(0, count).map((event) => (
        <EventRow key={event.id} event={event} withSizes />
      ))}
      {count < events.length ? <LazyMarker sentinelRef={sentinelRef} /> : null}
    </Stack>
  );
}

interface TourneyItemProps {
  tourney: TourneyGroup;
  open: boolean;
  setOpen: (tourneyId: number, open: boolean) => void;
}

const TourneyItem = memo(function TourneyItem({ tourney, open, setOpen }: TourneyItemProps) {
  return (
    <TourneySection
      name={tourney.name}
      countryId={tourney.countryId}
      countryName={tourney.countryName}
      columns={tourneyColumns(tourney)}
      open={open}
      onOpenChange={(next) => setOpen(tourney.id, next)}
      count={tourney.events.length}
    >
      <TourneyEvents events={tourney.events} />
    </TourneySection>
  );
});

export interface TourneyListProps {
  tourneys: readonly TourneyGroup[];
  toggles: TourneyToggles;
}

/** Tourneys that open to their events, shown ten at a time as the player scrolls. */
export function TourneyList({ tourneys, toggles }: TourneyListProps) {
  const { count, sentinelRef } = useLazyCount(tourneys.length);
  // A tourney with the page, the others a tourney per step (a sport can hold fifty rows).
  const shown = useStepwiseCount(count, 1);
  return (
    <Stack space="small">
      {tourneys.slice(0, shown).map((tourney) => (
        <TourneyItem
          key={tourney.id}
          tourney={tourney}
          open={toggles.isOpen(tourney.id)}
          setOpen={toggles.setOpen}
        />
      ))}
      {count < tourneys.length ? <LazyMarker sentinelRef={sentinelRef} /> : null}
    </Stack>
  );
}
