import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Stack } from '../../../../design-system/index.ts';
import { EventRow } from '../../shared/components/EventRow.tsx';
import { TourneySection } from '../../shared/components/TourneySection.tsx';
import type { SportGroup } from '../../shared/model/tourneys.ts';
import { priceColumns } from '../model/searchResults.ts';

export interface SearchResultsProps {
  sports: readonly SportGroup[];
  closed: ReadonlySet<number>;
  onTourneyOpenChange: (tourneyId: number, open: boolean) => void;
  /** Line results show handicap and total with their size. */
  withSizes: boolean;
}

/** The events found, by sport and then tourney, each tourney opening to its event rows. */
export function SearchResults({
  sports,
  closed,
  onTourneyOpenChange,
  withSizes,
}: SearchResultsProps) {
  const { t } = useTranslation('search');
  const idPrefix = useId();
  return (
    <Stack space="large">
      {sports.map((sport) => (
        <Stack
          key={sport.id}
          as="section"
          space="small"
          aria-labelledby={`${idPrefix}-${String(sport.id)}`}
        >
          <Heading level={2} id={`${idPrefix}-${String(sport.id)}`}>
            {t('sport', {
              sport: sport.name,
              count: sport.tourneys.reduce((sum, tourney) => sum + tourney.events.length, 0),
            })}
          </Heading>
          <Stack space="none">
            {sport.tourneys.map((tourney) => (
              <TourneySection
                key={tourney.id}
                name={tourney.name}
                countryId={tourney.countryId}
                countryName={tourney.countryName}
                columns={priceColumns(tourney.events)}
                open={!closed.has(tourney.id)}
                onOpenChange={(open) => onTourneyOpenChange(tourney.id, open)}
              >
                {tourney.events.map((event) => (
                  <EventRow key={event.id} event={event} withSizes={withSizes} />
                ))}
              </TourneySection>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
