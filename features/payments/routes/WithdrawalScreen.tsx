import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../core/brand/index.ts';
import { describeError, useErrorText, type ErrorDescription } from '../../core/errors/index.ts';
import { shortLanguageCode } from '../../core/language.ts';
import { useNoticeGroup } from '../../core/notifications/index.ts';
import { useSession } from '../../core/session/index.ts';
import { useSettings } from '../../core/settings/index.ts';
import { useCashiers } from '../api/cashiers.ts';
import { useOpenTransactions } from '../api/pendingTransactions.ts';
import { useRequestWithdrawal } from '../api/withdrawal.ts';
import type { CashierList } from '../components/CashierField.tsx';
import { pendingWithdrawals } from '../model/history.ts';
import type { WithdrawalBody } from '../model/withdrawal.ts';
import { WithdrawalView } from './WithdrawalView.tsx';
import { usePaymentModeNames } from '../components/paymentModeNames.ts';

/**
 * /profile/withdrawal: requests a withdrawal, then tells the player, reads the balance again and
 * lists the request among the withdrawals under way. A refusal keeps every typed value.
 */
export default function WithdrawalScreen() {
  const { i18n } = useTranslation('payments');
  const language = shortLanguageCode(i18n.language);
  const brand = useBrand();
  const modeNames = usePaymentModeNames();
  const { session, actions } = useSession();
  const player = session.status === 'player' ? session.user : undefined;
  const { settings, isLoading } = useSettings(language);
  const cashiers = useCashiers(language);
  const open = useOpenTransactions(player?.id);
  const withdrawal = useRequestWithdrawal();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<ErrorDescription>();
  // A new form after each success: the request went through, its values are done with.
  const [completed, setCompleted] = useState(0);
  // Notices about an earlier request leave when the next one is sent.
  const notices = useNoticeGroup();

  async function submit(body: WithdrawalBody) {
    notices.clear();
    setFailure(undefined);
    try {
      await withdrawal.trigger(body);
    } catch (error) {
      // Spec, section 8: payment calls show the server's own message where it sent one.
      setFailure(describeError(error, 'payment', { preferServerMessage: true }));
      return;
    }
    setCompleted((count) => count + 1);
    notices.notify({ type: 'success', message: { key: 'withdrawal.success', ns: 'payments' } });
    await Promise.all([actions.refresh(), open.mutate()]);
  }

  const cashierList: CashierList = cashiers.data
    ? { status: 'ready', cashiers: cashiers.data }
    : cashiers.error
      ? {
          status: 'error',
          retrying: cashiers.isValidating,
          onRetry: () => void cashiers.mutate(),
        }
      : { status: 'loading' };

  return (
    <WithdrawalView
      key={completed}
      loading={!player || (isLoading && !settings)}
      currency={player?.currency ?? brand.currencies.default}
      symbols={brand.currencies.symbols}
      limits={settings?.limits.payment}
      cashiers={cashierList}
      pending={open.data ? pendingWithdrawals(open.data.withdrawals) : undefined}
      modeNames={modeNames}
      submitting={withdrawal.isMutating}
      serverError={failure ? errorText(failure) : undefined}
      onSubmit={(body) => void submit(body)}
    />
  );
}
