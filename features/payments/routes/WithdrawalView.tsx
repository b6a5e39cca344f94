import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Heading,
  Select,
  Spinner,
  Stack,
  Text,
  TextField,
  Form,
} from '../../../design-system/index.ts';
import { currencyMinorDigits, type CurrencySymbolOverrides } from '../../core/format/index.ts';
import type { SiteSettings } from '../../core/settings/index.ts';
import { AmountField } from '../components/AmountField.tsx';
import { useAmountErrorText } from '../components/amountError.ts';
import { CashierField, type CashierList } from '../components/CashierField.tsx';
import { FormError } from '../components/FormError.tsx';
import { useHistoryLabels } from '../components/historyLabels.ts';
import { PendingWithdrawals } from '../components/PendingWithdrawals.tsx';
import type { PaymentModeNames } from '../components/paymentModeNames.ts';
import { useMoney } from '../components/useMoney.ts';
import type { WithdrawalRecord } from '../model/history.ts';
import {
  checkWithdrawal,
  emptyWithdrawalDraft,
  isWithdrawalMode,
  REQUISITES_MAX_LENGTH,
  withdrawalLimitKind,
  withdrawalModes,
  type WithdrawalBody,
  type WithdrawalDraft,
  type WithdrawalProblems,
} from '../model/withdrawal.ts';
import { useRequisitesLabels } from '../components/requisitesLabels.ts';

export interface WithdrawalViewProps {
  /** The limits are still loading (the initial-loading spinner). */
  loading: boolean;
  currency: string;
  symbols?: CurrencySymbolOverrides;
  limits?: SiteSettings['limits']['payment'];
  cashiers: CashierList;
  /** Withdrawals still under way; undefined while unknown (the section is left out). */
  pending?: readonly WithdrawalRecord[];
  /** The brand's names of the aggregator's payment modes (`usePaymentModeNames`); a mode without one is called by its kind and place. */
  modeNames?: PaymentModeNames;
  submitting: boolean;
  /** The server's refusal (codes 102, 106, 114, 501…), already in words. */
  serverError?: string;
  onSubmit: (body: WithdrawalBody) => void;
  /** The form's starting values (stories). */
  defaultDraft?: WithdrawalDraft;
}

/** Page content of /profile/withdrawal: the request form and the withdrawals under way. */
export function WithdrawalView(props: WithdrawalViewProps) {
  const { t } = useTranslation('payments');
  const money = useMoney(props.currency, props.symbols);
  return (
    <Stack space="xlarge">
      <Stack space="large">
        <Heading level={1}>{t('withdrawal.title')}</Heading>
        {props.loading ? (
          <Box display="flex" justifyContent="center" paddingY="xlarge">
            <Spinner label={t('withdrawal.loading')} />
          </Box>
        ) : (
          <WithdrawalForm {...props} />
        )}
      </Stack>
      {props.pending ? (
        <PendingWithdrawals
          withdrawals={props.pending}
          format={money}
          modeNames={props.modeNames}
        />
      ) : null}
    </Stack>
  );
}

function WithdrawalForm({
  currency,
  symbols,
  limits,
  cashiers,
  submitting,
  serverError,
  onSubmit,
  defaultDraft = emptyWithdrawalDraft,
}: WithdrawalViewProps) {
  const { t } = useTranslation('payments');
  const money = useMoney(currency, symbols);
  const labels = useHistoryLabels();
  const requisitesLabels = useRequisitesLabels();
  const amountErrorText = useAmountErrorText();
  const [draft, setDraft] = useState(defaultDraft);
  const [problems, setProblems] = useState<WithdrawalProblems>({});
  const range = limits?.[withdrawalLimitKind(draft.mode)];
  const change = (changes: Partial<WithdrawalDraft>) =>
    setDraft((previous) => ({ ...previous, ...changes }));

  function submit() {
    const checked = checkWithdrawal(draft, limits, currencyMinorDigits(currency));
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    onSubmit(checked.body);
  }

  const requisites = requisitesLabels(draft.mode);
  return (
    <Form onSubmit={submit}>
      <Stack space="large">
        <Text tone="secondary">{t('withdrawal.rules')}</Text>
        <Select
          label={t('withdrawal.method')}
          name="payment_mode"
          placeholder={t('withdrawal.chooseMethod')}
          options={withdrawalModes.map((mode) => ({
            value: mode,
            label: labels.withdrawalMode(mode) ?? mode,
          }))}
          value={draft.mode}
          onValueChange={(mode) => change({ mode: isWithdrawalMode(mode) ? mode : '' })}
          error={problems.mode ? t('withdrawal.chooseMethodError') : undefined}
          disabled={submitting}
        />
        {draft.mode === 'cashier' ? (
          <CashierField
            list={cashiers}
            value={draft.cashierId}
            onValueChange={(cashierId) => change({ cashierId })}
            error={problems.cashierId ? t('withdrawal.chooseCashierError') : undefined}
            disabled={submitting}
          />
        ) : null}
        <TextField
          label={requisites.label}
          secondaryLabel={draft.mode === 'cashier' ? t('optional') : undefined}
          hint={requisites.hint}
          name="requisites"
          autoComplete="off"
          maxLength={REQUISITES_MAX_LENGTH}
          value={draft.requisites}
          onValueChange={(value) => change({ requisites: value })}
          error={
            problems.requisites === 'required'
              ? t('withdrawal.requisitesRequired')
              : problems.requisites === 'tooLong'
                ? t('withdrawal.requisitesTooLong', { count: REQUISITES_MAX_LENGTH })
                : undefined
          }
          disabled={submitting}
        />
        <AmountField
          value={draft.amount}
          onValueChange={(amount) => change({ amount })}
          range={range}
          format={money}
          error={amountErrorText(problems.amount, range, money)}
          disabled={submitting}
        />
        <FormError message={serverError} />
        <Button type="submit" fullWidth loading={submitting}>
          {t('withdrawal.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
