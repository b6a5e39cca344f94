import { useTranslation } from 'react-i18next';
import { Button, Select, Stack, Text } from '../../../design-system/index.ts';
import { useErrorText } from '../../core/errors/index.ts';
import type { Cashier } from '../model/cashiers.ts';

export type CashierList =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void; retrying: boolean }
  | { status: 'ready'; cashiers: readonly Cashier[] };

export interface CashierFieldProps {
  list: CashierList;
  value: string;
  onValueChange: (cashierId: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The cashier a cash withdrawal is paid at, with the chosen desk's address and phone. */
export function CashierField({ list, value, onValueChange, error, disabled }: CashierFieldProps) {
  const { t } = useTranslation('payments');
  const errorText = useErrorText();
  const cashiers = list.status === 'ready' ? list.cashiers : [];
  const chosen = cashiers.find((cashier) => String(cashier.id) === value);
  const listError =
    list.status === 'error' ? errorText({ key: 'payment.cashiersUnavailable' }) : undefined;
  return (
    <Stack space="small">
      <Select
        label={t('withdrawal.cashier')}
        name="cashier"
        placeholder={
          list.status === 'loading'
            ? t('withdrawal.cashiersLoading')
            : t('withdrawal.chooseCashier')
        }
        options={cashiers.map((cashier) => ({
          value: String(cashier.id),
          label: cashier.first_name,
        }))}
        value={value}
        onValueChange={onValueChange}
        error={listError ?? error}
        disabled={disabled || list.status !== 'ready'}
      />
      {list.status === 'error' ? (
        <Button variant="outline" size="small" loading={list.retrying} onClick={list.onRetry}>
          {t('retry')}
        </Button>
      ) : null}
      {chosen && (chosen.address || chosen.phone) ? (
        <Text size="small" tone="secondary">
          {[chosen.address, chosen.phone].filter(Boolean).join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}
