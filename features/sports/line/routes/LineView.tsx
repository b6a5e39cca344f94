import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  Heading,
  Icon,
  Inline,
  Stack,
} from '../../../../design-system/index.ts';
import { CountryFlag } from '../../shared/components/TourneySection.tsx';
import type { TourneyGroup } from '../../shared/model/tourneys.ts';
import type { Loadable } from '../api/loadable.ts';
import { ActiveFilter } from '../components/ActiveFilter.tsx';
import { LoadFailure } from '../components/LoadFailure.tsx';
import { LoadingList } from '../components/LoadingList.tsx';
import { SportMenuSheet } from '../components/SportMenuSheet.tsx';
import { sportIcon } from '../components/sportIcon.ts';
import { TourneyList } from '../components/TourneyList.tsx';
import { useTourneyToggles } from '../components/useTourneyToggles.ts';
import { TOP_EVENTS_PATH, type LineTarget } from '../model/linePath.ts';
import type { TimeFilter } from '../model/timeFilter.ts';

export interface LineViewProps {
  target: LineTarget;
  sportName: string | null;
  countryName: string | null;
  tourneys: Loadable<readonly TourneyGroup[]>;
  filter: TimeFilter;
  onFilterChange: (filter: TimeFilter) => void;
  /** Today, for the filter labels. */
  now: Date;
}

/** The tourneys with the spec's collapse-all / expand-all toggle above them. */
function LineTourneys({ tourneys }: { tourneys: readonly TourneyGroup[] }) {
  const { t } = useTranslation('line');
  const ids = useMemo(() => tourneys.map((tourney) => tourney.id), [tourneys]);
  const toggles = useTourneyToggles(ids);
  return (
    <Stack space="small">
      <Inline align="right">
        <Button
          variant="ghost"
          size="small"
          icon={toggles.anyOpen ? 'chevronUp' : 'chevronDown'}
          onClick={toggles.toggleAll}
        >
          {toggles.anyOpen ? t('line.collapseAll') : t('line.expandAll')}
        </Button>
      </Inline>
      <TourneyList tourneys={tourneys} toggles={toggles} />
    </Stack>
  );
}

/**
 * The line of a sport or one of its countries (spec, section 2): header with the flag, sport
 * and country names, the sport menu and time filter, then the tourneys with their events.
 */
export function LineView({
  target,
  sportName,
  countryName,
  tourneys,
  filter,
  onFilterChange,
  now,
}: LineViewProps) {
  const { t } = useTranslation('line');
  const place = target.countryId === null ? t('sports.allCountries') : countryName;
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level={1}>{sportName ?? t('line.title')}</Heading>
        {place ? (
          <Inline space="xsmall" noWrap>
            {target.countryId === null ? (
              <Icon name={sportIcon(target.sportId)} />
            ) : (
              <CountryFlag countryId={target.countryId} />
            )}
            <Heading level={2}>{place}</Heading>
          </Inline>
        ) : null}
      </Stack>
      <Inline space="small">
        <SportMenuSheet current={target} now={now} />
        <ActiveFilter filter={filter} onFilterChange={onFilterChange} now={now} />
      </Inline>
      {tourneys.status === 'loading' ? <LoadingList label={t('state.loading')} /> : null}
      {tourneys.status === 'error' ? (
        <LoadFailure
          title={t('line.loadError')}
          error={tourneys.error}
          retry={tourneys.retry}
          retrying={tourneys.retrying}
        />
      ) : null}
      {tourneys.status === 'ready' && tourneys.data.length === 0 ? (
        <EmptyState icon="calendar" title={t('line.empty')} description={t('line.emptyHint')} />
      ) : null}
      {tourneys.status === 'ready' && tourneys.data.length > 0 ? (
        <LineTourneys tourneys={tourneys.data} />
      ) : null}
    </Stack>
  );
}

/** An address that names no sport. */
export function LineNotFoundView() {
  const { t } = useTranslation('line');
  return (
    <EmptyState
      icon="search"
      titleLevel={1}
      title={t('line.notFound')}
      description={t('line.notFoundHint')}
      action={<Button href={TOP_EVENTS_PATH}>{t('line.toTop')}</Button>}
    />
  );
}
