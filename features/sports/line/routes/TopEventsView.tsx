import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Heading, Inline, Stack } from '../../../../design-system/index.ts';
import { OddsFormatSwitcher } from '../../shared/components/OddsFormatSwitcher.tsx';
import type { SportGroup } from '../../shared/model/tourneys.ts';
import type { Loadable } from '../api/loadable.ts';
import type { SportCount } from '../api/lineTypes.ts';
import { LineSearchPanel } from '../components/LineSearchPanel.tsx';
import { LoadFailure } from '../components/LoadFailure.tsx';
import { LoadingList } from '../components/LoadingList.tsx';
import { SportChips } from '../components/SportChips.tsx';
import { SportMenuSheet } from '../components/SportMenuSheet.tsx';
import { SportSections } from '../components/SportSections.tsx';
import { useTourneyToggles } from '../components/useTourneyToggles.ts';

const TOP: { sportId: number; countryId: null } = { sportId: 0, countryId: null };

export interface TopEventsViewProps {
  /** Top tourneys grouped by sport. */
  events: Loadable<readonly SportGroup[]>;
  /** The sports of the menu row. */
  sports: readonly SportCount[];
  /** The time filter's query, carried to a sport's line. */
  search: string;
  now?: Date;
}

function TopSports({ sports }: { sports: readonly SportGroup[] }) {
  const ids = useMemo(
    () => sports.flatMap((sport) => sport.tourneys.map((tourney) => tourney.id)),
    [sports],
  );
  const toggles = useTourneyToggles(ids);
  return <SportSections sports={sports} toggles={toggles} />;
}

/**
 * Top events (spec, section 2): search panel, sport menu (Top plus every sport), odds-format
 * switcher, then the top tourneys grouped by sport.
 */
export function TopEventsView({ events, sports, search, now }: TopEventsViewProps) {
  const { t } = useTranslation('line');
  // Medium, not the large of other pages: under the header and the slider the first events'
  // odds must still reach a phone's first screen.
  return (
    <Stack space="medium">
      <Heading level={1}>{t('top.title')}</Heading>
      <LineSearchPanel />
      <Inline space="small" align="spaceBetween" alignY="bottom">
        <SportMenuSheet current={TOP} now={now} />
        <OddsFormatSwitcher />
      </Inline>
      <SportChips sports={sports} currentSportId={0} search={search} />
      {events.status === 'loading' ? <LoadingList label={t('state.loading')} /> : null}
      {events.status === 'error' ? (
        <LoadFailure
          title={t('top.loadError')}
          error={events.error}
          retry={events.retry}
          retrying={events.retrying}
        />
      ) : null}
      {events.status === 'ready' && events.data.length === 0 ? (
        <EmptyState icon="calendar" title={t('top.empty')} description={t('top.emptyHint')} />
      ) : null}
      {events.status === 'ready' && events.data.length > 0 ? (
        <TopSports sports={events.data} />
      ) : null}
    </Stack>
  );
}
