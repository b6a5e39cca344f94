import { useTranslation } from 'react-i18next';
import { Collapsible, Stack } from '../../../design-system/index.ts';
import { FilterTagGroup } from '../../core/history/index.ts';
import {
  ALL_PROVIDERS,
  toggleOption,
  toggleProvider,
  type SlotsHistoryFilter,
} from '../model/slotsFilter.ts';
import { useSlotsLabels } from './slotsLabels.ts';

export interface SlotsFilterFieldsProps {
  value: SlotsHistoryFilter;
  onValueChange: (filter: SlotsHistoryFilter) => void;
  providerName: (provider: string) => string;
}

/** The narrowing filters of the slots history (providers, result, game type), folded away. */
export function SlotsFilterFields({ value, onValueChange, providerName }: SlotsFilterFieldsProps) {
  const { t } = useTranslation('payments');
  const labels = useSlotsLabels();
  const narrowed =
    value.providers.some((option) => option.active && option.value !== ALL_PROVIDERS) ||
    value.statuses.some((option) => option.active) ||
    value.gameTypes.some((option) => option.active);
  return (
    <Collapsible.Root>
      <Collapsible.Trigger meta={narrowed ? t('slots.filtersOn') : undefined}>
        {t('slots.moreFilters')}
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack space="medium">
          <FilterTagGroup
            title={t('slots.providers')}
            options={value.providers}
            label={(provider) =>
              provider === ALL_PROVIDERS ? labels.allProviders : providerName(provider)
            }
            onToggle={(provider) =>
              onValueChange({ ...value, providers: toggleProvider(value.providers, provider) })
            }
          />
          <FilterTagGroup
            title={t('slots.result')}
            options={value.statuses}
            label={labels.status}
            onToggle={(status) =>
              onValueChange({ ...value, statuses: toggleOption(value.statuses, status) })
            }
          />
          <FilterTagGroup
            title={t('slots.gameTypes')}
            options={value.gameTypes}
            label={labels.gameType}
            onToggle={(gameType) =>
              onValueChange({ ...value, gameTypes: toggleOption(value.gameTypes, gameType) })
            }
          />
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
