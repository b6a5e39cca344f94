import { useId } from 'react';
import { Inline, Stack, Tag, Text } from '../../../design-system/index.ts';
import type { FilterOption } from './filterOptions.ts';

export interface FilterTagGroupProps<Value extends string | number> {
  title: string;
  options: readonly FilterOption<Value>[];
  label: (value: Value) => string;
  onToggle: (value: Value) => void;
}

/** One filter of a history (statuses, providers, game types) as a titled group of toggle tags. */
export function FilterTagGroup<Value extends string | number>({
  title,
  options,
  label,
  onToggle,
}: FilterTagGroupProps<Value>) {
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
