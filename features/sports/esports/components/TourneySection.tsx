import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Collapsible, Spinner } from '../../../../design-system/index.ts';
import { CountryFlag } from '../../shared/components/TourneySection.tsx';
import type { GameTourney } from '../model/games.ts';

export interface TourneySectionProps {
  tourney: GameTourney;
  open: boolean;
  /** Its events are on their way: it opens when they are in. */
  loading: boolean;
  onTap: () => void;
  children: ReactNode;
}

/** An esports tourney: flag, country and name, its number of events; opens to its events. */
export function TourneySection({ tourney, open, loading, onTap, children }: TourneySectionProps) {
  const { t } = useTranslation('esports');
  const name = tourney.name ?? '';
  return (
    <Collapsible.Root open={open} onOpenChange={onTap}>
      <Collapsible.Trigger
        leading={<CountryFlag countryId={tourney.countryId} />}
        meta={
          loading ? (
            <Spinner size="small" label={t('tourney.loading')} />
          ) : (
            t('tourney.count', { count: tourney.count })
          )
        }
        headingLevel={3}
      >
        {tourney.countryName ? `${tourney.countryName}. ${name}` : name}
      </Collapsible.Trigger>
      <Collapsible.Content>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
