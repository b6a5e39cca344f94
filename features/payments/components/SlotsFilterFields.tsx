import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Collapsible, Inline, Stack, Tag, Text } from '../../../design-system/index.ts';
import {
  ALL_PROVIDERS,
  toggleOption,
  toggleProvider,
  type FilterOption,
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
          <TagGroup
            title={t('slots.providers')}
            options={value.providers}
            label={(provider) =>
              provider === ALL_PROVIDERS ? labels.allProviders : providerName(provider)
            }
            onToggle={(provider) =>
              onValueChange({ ...value, providers: toggleProvider(value.providers, provider) })
            }
          />
          <TagGroup
            title={t('slots.result')}
            options={value.statuses}
            label={labels.status}
            onToggle={(status) =>
              onValueChange({ ...value, statuses: toggleOption(value.statuses, status) })
            }
          />
          <TagGroup
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

interface TagGroupProps<Value extends string | number> {
  title: string;
  options: readonly FilterOption<Value>[];
  label: (value: Value) => string;
  onToggle: (value: Value) => void;
}

function TagGroup<Value extends string | number>({
  title,
  options,
  label,
  onToggle,
}: TagGroupProps<Value>) {
  const titleId = useId();
  return (
    <Stack space="xsmall">
      <Text as="span" size="small" weight="strong" tone="secondary" id={titleId}>
        {title}
      </Text>
      <Inline space="xsmall" role="group" aria-labelledby={titleId}>
        {options.map((option) => (
          <Tag
            key={option.value}
            selected={option.active}
            onSelectedChange={() => onToggle(option.value)}
          >
            {label(option.value)}
          </Tag>
        ))}
      </Inline>
    </Stack>
  );
}
