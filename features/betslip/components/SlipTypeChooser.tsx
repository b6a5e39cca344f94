import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Select, Stack, Tabs, Text } from '../../../design-system/index.ts';
import { isTypeAllowed, type BetslipType } from '../model/slip.ts';
import { combinations, slipTypeTabs, systemSizes, typeOfTab, type SlipTypeTab } from './stake.ts';

export interface SlipTypeChooserProps {
  type: BetslipType;
  count: number;
  onTypeChange: (type: BetslipType) => void;
  disabled?: boolean;
  /** The slip under the tabs: the panel of the chosen type. */
  children: ReactNode;
}

/**
 * Single / express / system tabs (express from 2 bets, system from 3) and, for a system, the
 * size of its combinations (k of n, k from 2 to n - 1).
 */
export function SlipTypeChooser({
  type,
  count,
  onTypeChange,
  disabled = false,
  children,
}: SlipTypeChooserProps) {
  const { t } = useTranslation('betslip');
  const labels: Record<SlipTypeTab, string> = {
    single: t('type.single'),
    express: t('type.express'),
    system: t('type.system'),
  };
  return (
    <Tabs.Root
      value={type.kind}
      onValueChange={(value) => {
        const tab = slipTypeTabs.find((candidate) => candidate === value);
        if (tab && tab !== type.kind) onTypeChange(typeOfTab(tab));
      }}
    >
      <Tabs.List aria-label={t('type.label')} fullWidth>
        {slipTypeTabs.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            disabled={disabled || !isTypeAllowed(typeOfTab(tab), count)}
          >
            {labels[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={type.kind}>
        <Box paddingTop="medium">
          <Stack space="medium">
            {type.kind === 'system' ? (
              <SystemSize
                size={type.size}
                count={count}
                disabled={disabled}
                onSizeChange={(size) => onTypeChange({ kind: 'system', size })}
              />
            ) : null}
            {children}
          </Stack>
        </Box>
      </Tabs.Content>
    </Tabs.Root>
  );
}

function SystemSize({
  size,
  count,
  disabled,
  onSizeChange,
}: {
  size: number;
  count: number;
  disabled: boolean;
  onSizeChange: (size: number) => void;
}) {
  const { t } = useTranslation('betslip');
  return (
    <Stack space="xsmall">
      <Select
        label={t('type.systemSize')}
        disabled={disabled}
        value={String(size)}
        onValueChange={(value) => onSizeChange(Number(value))}
        options={systemSizes(count).map((option) => ({
          value: String(option),
          label: t('type.systemOption', { size: option, count }),
        }))}
      />
      <Text size="small" tone="secondary">
        {t('type.systemHint', { count: combinations(count, size) })}
      </Text>
    </Stack>
  );
}
