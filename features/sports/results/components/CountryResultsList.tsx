import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Collapsible, Heading, Inline, Stack } from '../../../../design-system/index.ts';
import type { CountryResults, ResultTourney } from '../model/countries.ts';
import { CountryFlag } from '../../shared/components/TourneySection.tsx';

export interface CountryResultsListProps {
  countries: readonly CountryResults[];
  /** The games of a tourney, rendered only while it is open (so they load when first opened). */
  renderGames: (tourney: ResultTourney) => ReactNode;
}

/** Countries (flag and name, in the answer's order), each with its collapsible tourneys. */
export function CountryResultsList({ countries, renderGames }: CountryResultsListProps) {
  const { t } = useTranslation('results');
  return (
    <Stack space="large">
      {countries.map((country) => (
        <Box as="section" key={country.countryId} aria-label={country.countryName}>
          <Stack space="small">
            <Inline space="small" noWrap>
              {/* The name is written beside the flag, so the flag is not read again. */}
              <CountryFlag countryId={country.countryId} />
              <Heading level={2}>{country.countryName}</Heading>
            </Inline>
            {country.tourneys.map((tourney) => (
              <Collapsible.Root key={tourney.id}>
                <Collapsible.Trigger
                  headingLevel={3}
                  meta={t('tourneys.count', { count: tourney.count })}
                >
                  {tourney.name}
                </Collapsible.Trigger>
                <Collapsible.Content>{renderGames(tourney)}</Collapsible.Content>
              </Collapsible.Root>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
