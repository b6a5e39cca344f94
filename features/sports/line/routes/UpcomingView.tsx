import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Select,
  Stack,
  Tag,
  Text,
} from '../../../../design-system/index.ts';
import { useErrorText } from '../../../core/errors/index.ts';
import type { SportGroup } from '../../shared/model/tourneys.ts';
import type { Loadable } from '../api/loadable.ts';
import type { SportCount } from '../api/lineTypes.ts';
import { LoadingList } from '../components/LoadingList.tsx';
import { SportSections } from '../components/SportSections.tsx';
import { useTourneyToggles } from '../components/useTourneyToggles.ts';
import { UPCOMING_WINDOWS, type UpcomingFilter } from '../model/upcoming.ts';

const ALL_SPORTS = '0';

export interface UpcomingViewProps {
  filter: UpcomingFilter;
  onFilterChange: (filter: UpcomingFilter) => void;
  /** Sports to narrow the list to. */
  sports: readonly Pick<SportCount, 'id' | 'name'>[];
  events: Loadable<readonly SportGroup[]>;
}

function UpcomingSports({ sports }: { sports: readonly SportGroup[] }) {
  const ids = useMemo(
    () => sports.flatMap((sport) => sport.tourneys.map((tourney) => tourney.id)),
    [sports],
  );
  // Spec: upcoming tourneys open on load (the toggles start with every tourney open).
  const toggles = useTourneyToggles(ids);
  return <SportSections sports={sports} toggles={toggles} />;
}

/** Upcoming events by window (spec, section 2): 2, 4, 6, 12 or 24 hours, optionally one sport. */
export function UpcomingView({ filter, onFilterChange, sports, events }: UpcomingViewProps) {
  const { t } = useTranslation('line');
  const errorText = useErrorText();
  const windowId = useId();
  return (
    <Stack space="large">
      <Heading level={1}>{t('upcoming.title')}</Heading>
      <Stack space="xsmall">
        <Text id={windowId} size="small" tone="secondary">
          {t('upcoming.window')}
        </Text>
        <Inline role="group" aria-labelledby={windowId} space="xsmall">
          {UPCOMING_WINDOWS.map((hours) => (
            <Tag
              key={hours}
              selected={filter.hours === hours}
              onSelectedChange={() => onFilterChange({ ...filter, hours })}
            >
              {t('filter.hoursValue', { count: hours })}
            </Tag>
          ))}
        </Inline>
      </Stack>
      <Select
        label={t('upcoming.sport')}
        value={String(filter.sportId ?? ALL_SPORTS)}
        onValueChange={(value) =>
          onFilterChange({ ...filter, sportId: value === ALL_SPORTS ? null : Number(value) })
        }
        options={[
          { value: ALL_SPORTS, label: t('upcoming.allSports') },
          ...sports.map((sport) => ({ value: String(sport.id), label: sport.name })),
        ]}
      />
      {events.status === 'loading' ? <LoadingList label={t('state.loading')} /> : null}
      {events.status === 'error' ? (
        // Spec, section 8: an upcoming load failure shows the line's loadingError message.
        <ErrorState
          title={errorText({ key: 'line.loadingError' })}
          onRetry={events.retry}
          retrying={events.retrying}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {events.status === 'ready' && events.data.length === 0 ? (
        <EmptyState
          icon="clock"
          title={t('upcoming.empty', { count: filter.hours })}
          description={t('upcoming.emptyHint')}
        />
      ) : null}
      {events.status === 'ready' && events.data.length > 0 ? (
        <UpcomingSports sports={events.data} />
      ) : null}
    </Stack>
  );
}
