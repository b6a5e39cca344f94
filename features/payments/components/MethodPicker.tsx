import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Inline, Stack, Tag, Text } from '../../../design-system/index.ts';
import { topUpMethodGroups, topUpMethodId, type TopUpMethod } from '../model/topUpMethods.ts';
import type { PaymentModeNames } from './paymentModeNames.ts';
import { useTopUpMethodLabels } from './topUpLabels.ts';

export interface MethodPickerProps {
  /** The chosen method's id (`aggregator:63`), or '' for none yet. */
  value: string;
  onValueChange: (methodId: string) => void;
  error?: string;
  disabled?: boolean;
  /** The brand's names of the aggregator's payment modes (`usePaymentModeNames`); a mode without one is called by its kind and place. */
  modeNames?: PaymentModeNames;
}

/**
 * The top-up methods in the groups of the payments README: the aggregator's cards, crypto,
 * e-wallets and mobile operators, then Platilka and Payku. Each method is a pressed-or-not tag;
 * exactly one is chosen, so pressing the chosen one again keeps it.
 */
export function MethodPicker({
  value,
  onValueChange,
  error,
  disabled,
  modeNames,
}: MethodPickerProps) {
  const { t } = useTranslation('payments');
  const labels = useTopUpMethodLabels(modeNames);
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <Stack space="medium" role="group" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t('topUp.methods')}
      </Heading>
      {topUpMethodGroups.map((group) => (
        <MethodGroup
          key={group.id}
          groupId={`${id}-${group.id}`}
          name={labels.group(group.id)}
          methods={group.methods}
          label={labels.method}
          value={value}
          onValueChange={onValueChange}
          disabled={disabled}
        />
      ))}
      {error ? (
        <Text tone="negative" size="small" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

interface MethodGroupProps {
  groupId: string;
  name: string;
  methods: readonly TopUpMethod[];
  label: (method: TopUpMethod) => string;
  value: string;
  onValueChange: (methodId: string) => void;
  disabled?: boolean;
}

function MethodGroup({
  groupId,
  name,
  methods,
  label,
  value,
  onValueChange,
  disabled,
}: MethodGroupProps) {
  return (
    <Stack space="xsmall">
      <Text as="span" size="small" weight="strong" tone="secondary" id={groupId}>
        {name}
      </Text>
      <Inline space="xsmall" role="group" aria-labelledby={groupId}>
        {methods.map((method) => {
          const methodId = topUpMethodId(method);
          return (
            <Tag
              key={methodId}
              selected={value === methodId}
              disabled={disabled}
              onSelectedChange={(selected) => {
                if (selected) onValueChange(methodId);
              }}
            >
              {label(method)}
            </Tag>
          );
        })}
      </Inline>
    </Stack>
  );
}
