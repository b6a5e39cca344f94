import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Collapsible, DateField, Form, Stack } from '../../../design-system/index.ts';
import {
  ALL_PROVIDERS,
  checkDateRange,
  toggleOption,
  toggleProvider,
  type BetHistoryFilter,
  type DateRangeProblem,
} from '../model/filter.ts';
import { FilterTagGroup } from '../../core/history/index.ts';
import { useHistoryLabels } from './labels.ts';

export interface HistoryFiltersProps {
  /** The filter the list was asked with; the form edits a copy of it. */
  value: BetHistoryFilter;
  /** A valid filter, on submit. */
  onApply: (filter: BetHistoryFilter) => void;
}

/**
 * The history's filters: the days (checked on submit: both given, from ≤ to), the statuses as
 * toggle chips, and game types (and providers, when there is more than the native sportsbook)
 * folded away. Nothing is asked until the player presses Show.
 */
export function HistoryFilters({ value, onApply }: HistoryFiltersProps) {
  const { t } = useTranslation('betHistory');
  const labels = useHistoryLabels();
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<DateRangeProblem>();
  const showProviders = draft.providers.length > 1;
  const narrowed =
    draft.gameTypes.some((option) => option.active) ||
    draft.providers.some((option) => option.active && option.value !== ALL_PROVIDERS);

  function submit() {
    const found = checkDateRange(draft);
    setProblem(found);
    if (!found) onApply(draft);
  }

  return (
    <Form onSubmit={submit}>
      <Stack space="medium">
        <Box display="flex" flexWrap="wrap" gap="small">
          <Box flexGrow={1}>
            <DateField
              label={t('filters.from')}
              name="from"
              value={draft.from}
              onValueChange={(from) => setDraft({ ...draft, from })}
              error={problem === 'fromRequired' ? t('filters.fromRequired') : undefined}
            />
          </Box>
          <Box flexGrow={1}>
            <DateField
              label={t('filters.to')}
              name="to"
              value={draft.to}
              onValueChange={(to) => setDraft({ ...draft, to })}
              error={
                problem === 'toRequired'
                  ? t('filters.toRequired')
                  : problem === 'order'
                    ? t('filters.order')
                    : undefined
              }
            />
          </Box>
        </Box>
        <FilterTagGroup
          title={t('filters.statuses')}
          options={draft.statuses}
          label={labels.filterStatus}
          onToggle={(status) =>
            setDraft({ ...draft, statuses: toggleOption(draft.statuses, status) })
          }
        />
        <Collapsible.Root>
          <Collapsible.Trigger meta={narrowed ? t('filters.narrowed') : undefined}>
            {t('filters.more')}
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Stack space="medium">
              <FilterTagGroup
                title={t('filters.gameTypes')}
                options={draft.gameTypes}
                label={labels.gameType}
                onToggle={(type) =>
                  setDraft({ ...draft, gameTypes: toggleOption(draft.gameTypes, type) })
                }
              />
              {showProviders ? (
                <FilterTagGroup
                  title={t('filters.providers')}
                  options={draft.providers}
                  label={(provider) =>
                    provider === ALL_PROVIDERS ? t('filters.allProviders') : provider
                  }
                  onToggle={(provider) =>
                    setDraft({ ...draft, providers: toggleProvider(draft.providers, provider) })
                  }
                />
              ) : null}
            </Stack>
          </Collapsible.Content>
        </Collapsible.Root>
        <Button type="submit" variant="outline" fullWidth>
          {t('filters.show')}
        </Button>
      </Stack>
    </Form>
  );
}
