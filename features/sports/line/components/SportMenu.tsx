import { useTranslation } from 'react-i18next';
import {
  Badge,
  Collapsible,
  EmptyState,
  ErrorState,
  Icon,
  List,
  ListRow,
  Stack,
} from '../../../../design-system/index.ts';
import { useErrorText } from '../../../core/errors/index.ts';
import { CountryFlag } from '../../shared/components/TourneySection.tsx';
import type { Loadable } from '../api/loadable.ts';
import type { SportCount } from '../api/lineTypes.ts';
import { linePath, type LineTarget } from '../model/linePath.ts';
import { timeFilterSearch, type TimeFilter } from '../model/timeFilter.ts';
import { LoadingList } from './LoadingList.tsx';
import { sportIcon } from './sportIcon.ts';
import { TimeFilterPicker } from './TimeFilterPicker.tsx';

type MenuHeadingLevel = 2 | 3 | 4;

export interface SportMenuProps {
  sports: Loadable<readonly SportCount[]>;
  filter: TimeFilter;
  onFilterChange: (filter: TimeFilter) => void;
  /** Today, for the day filter's labels. */
  now: Date;
  /** The line on screen: its sport starts open and its row is marked. */
  current?: LineTarget | null;
  /** Called when a link is followed (a sheet closes). */
  onNavigate?: () => void;
  /** Level of the sports' headings in the page outline. @default 3 */
  headingLevel?: MenuHeadingLevel;
}

interface SportItemProps {
  sport: SportCount;
  search: string;
  current: LineTarget | null;
  onNavigate?: () => void;
  headingLevel: MenuHeadingLevel;
}

function SportItem({ sport, search, current, onNavigate, headingLevel }: SportItemProps) {
  const { t } = useTranslation('line');
  const isCurrent = (countryId: number | null) =>
    current?.sportId === sport.id && current.countryId === countryId ? 'page' : undefined;
  const count = (value: number) => (
    <Badge
      tone="neutral"
      emphasis="soft"
      count={value}
      max={999}
      label={t('sports.eventCount', { count: value })}
    />
  );
  return (
    <Collapsible.Root defaultOpen={current?.sportId === sport.id}>
      <Collapsible.Trigger
        leading={<Icon name={sportIcon(sport.id)} />}
        meta={sport.count}
        headingLevel={headingLevel}
      >
        {sport.name}
      </Collapsible.Trigger>
      <Collapsible.Content>
        <List>
          <ListRow
            label={t('sports.allCountries')}
            href={linePath(sport.id, null, search)}
            onClick={onNavigate}
            aria-current={isCurrent(null)}
            trailing={count(sport.count)}
          />
          {sport.countries.map((country) => (
            <ListRow
              key={country.id}
              label={country.name}
              leading={<CountryFlag countryId={country.id} />}
              href={linePath(sport.id, country.id, search)}
              onClick={onNavigate}
              aria-current={isCurrent(country.id)}
              trailing={count(country.count)}
            />
          ))}
        </List>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * The sport menu (spec, section 2): the time filters, then collapsible sports with their
 * countries and event counts, each a link to its line. A failure shows 'Line error' (section 8).
 */
export function SportMenu({
  sports,
  filter,
  onFilterChange,
  now,
  current = null,
  onNavigate,
  headingLevel = 3,
}: SportMenuProps) {
  const { t } = useTranslation('line');
  const errorText = useErrorText();
  const search = timeFilterSearch(filter);
  return (
    <Stack space="large">
      <TimeFilterPicker filter={filter} onFilterChange={onFilterChange} now={now} />
      {sports.status === 'loading' ? <LoadingList label={t('sports.loading')} rows={4} /> : null}
      {sports.status === 'error' ? (
        <ErrorState
          title={errorText({ key: 'line.menuError' })}
          titleLevel={headingLevel}
          onRetry={sports.retry}
          retrying={sports.retrying}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {sports.status === 'ready' && sports.data.length === 0 ? (
        <EmptyState
          icon="calendar"
          title={t('sports.empty')}
          description={t('sports.emptyHint')}
          titleLevel={headingLevel}
        />
      ) : null}
      {sports.status === 'ready' && sports.data.length > 0 ? (
        <Stack space="xsmall">
          {sports.data.map((sport) => (
            <SportItem
              key={sport.id}
              sport={sport}
              search={search}
              current={current}
              onNavigate={onNavigate}
              headingLevel={headingLevel}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
