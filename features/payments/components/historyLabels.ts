import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../model/history.ts';
import type { WithdrawalMode } from '../model/withdrawal.ts';
import { usePaymentModeName, type PaymentModeNames } from './paymentModeNames.ts';

/**
 * Names of payment and withdrawal types, statuses and withdrawal methods (spec, section 4), in
 * the player's language; a withdrawal to an aggregator mode by the brand's name for it
 * (`modeNames`). Every key is written out so the locale check sees it.
 */
export function useHistoryLabels(modeNames?: PaymentModeNames) {
  const { t } = useTranslation('payments');
  const modeName = usePaymentModeName(modeNames);

  const paymentTypes: Record<number, string> = {
    1: t('history.paymentType.topUp'),
    6: t('history.paymentType.betWin'),
    10: t('history.paymentType.withdrawal'),
    16: t('history.paymentType.aggregator'),
    114: t('history.paymentType.cashier'),
    116: t('history.paymentType.owner'),
  };
  const withdrawalTypes: Record<number, string> = {
    8: t('history.withdrawalType.withdrawal'),
    118: t('history.withdrawalType.cashier'),
  };
  const paymentStatuses: Record<number, string> = {
    0: t('history.paymentStatus.inProcess'),
    1: t('history.paymentStatus.cancelled'),
    2: t('history.paymentStatus.completed'),
  };
  const withdrawalStatuses: Record<number, string> = {
    0: t('history.withdrawalStatus.created'),
    1: t('history.withdrawalStatus.inProcess'),
    2: t('history.withdrawalStatus.paid'),
    3: t('history.withdrawalStatus.blocked'),
    4: t('history.withdrawalStatus.cancelled'),
  };
  const withdrawalModes: Record<WithdrawalMode, string> = {
    card: t('withdrawal.mode.card'),
    bank_transfer: t('withdrawal.mode.bank_transfer'),
    cashier: t('withdrawal.mode.cashier'),
    platilka: t('withdrawal.mode.platilka'),
    payku: t('withdrawal.mode.payku'),
  };

  return {
    type: (entry: Pick<HistoryEntry, 'operation' | 'type'>) =>
      (entry.operation === 'payment' ? paymentTypes : withdrawalTypes)[entry.type] ??
      t('history.unknownType', { type: entry.type }),
    status: (entry: Pick<HistoryEntry, 'operation' | 'status'>) =>
      (entry.operation === 'payment' ? paymentStatuses : withdrawalStatuses)[entry.status] ??
      t('history.unknownStatus', { status: entry.status }),
    // A withdrawal's mode is one of the form's (`card`…) or an aggregator mode id (`63`).
    withdrawalMode: (mode: string | null | undefined) =>
      mode
        ? (withdrawalModes[mode as WithdrawalMode] ??
          (/^\d+$/.test(mode) ? modeName(Number(mode)) : undefined) ??
          mode)
        : undefined,
  };
}
