import { useTranslation } from 'react-i18next';
import type { WithdrawalMode } from '../model/withdrawal.ts';

/** What the requisites field asks for with each method (card number, account, phone…). */
export function useRequisitesLabels(): (mode: WithdrawalMode | '') => {
  label: string;
  hint?: string;
} {
  const { t } = useTranslation('payments');
  const byMode: Record<WithdrawalMode | '', { label: string; hint?: string }> = {
    '': { label: t('withdrawal.requisites.generic') },
    card: { label: t('withdrawal.requisites.card'), hint: t('withdrawal.requisites.cardHint') },
    bank_transfer: {
      label: t('withdrawal.requisites.bankTransfer'),
      hint: t('withdrawal.requisites.bankTransferHint'),
    },
    cashier: { label: t('withdrawal.requisites.cashier') },
    platilka: {
      label: t('withdrawal.requisites.platilka'),
      hint: t('withdrawal.requisites.platilkaHint'),
    },
    payku: {
      label: t('withdrawal.requisites.payku'),
      hint: t('withdrawal.requisites.paykuHint'),
    },
  };
  return (mode) => byMode[mode];
}
