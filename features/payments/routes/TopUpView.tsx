import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Heading,
  Link,
  PhoneField,
  Spinner,
  Stack,
  Text,
  toE164,
  type PhoneRegion,
  type PhoneValue,
  Form,
} from '../../../design-system/index.ts';
import { currencyMinorDigits, type CurrencySymbolOverrides } from '../../core/format/index.ts';
import { phoneProblem, type PhoneProblem } from '../../core/phone/phoneRule.ts';
import type { AmountRange } from '../../core/settings/index.ts';
import { AmountField } from '../components/AmountField.tsx';
import { useAmountErrorText } from '../components/amountError.ts';
import { FormError } from '../components/FormError.tsx';
import { MethodPicker } from '../components/MethodPicker.tsx';
import type { PaymentModeNames } from '../components/paymentModeNames.ts';
import { useMoney } from '../components/useMoney.ts';
import { checkAmount, type AmountProblem } from '../model/amount.ts';
import {
  findTopUpMethod,
  needsPhoneNumber,
  topUpLimitKind,
  type TopUpMethod,
} from '../model/topUpMethods.ts';

export interface TopUpSubmission {
  method: TopUpMethod;
  amount: number;
  phoneNumber?: string;
}

export interface TopUpViewProps {
  /** `loading` while the limits load (spec: the initial-loading flag shows a spinner). */
  status: 'loading' | 'form' | 'usd';
  currency: string;
  symbols?: CurrencySymbolOverrides;
  limits?: { top_up: AmountRange; e_top_up: AmountRange };
  /** Countries of the phone field (Platilka mobile), the first preselected. */
  phoneCountries: readonly PhoneRegion[];
  /** Where a USD player tops up instead (spec, section 2): the brand's chat, else contacts. */
  usdTopUp: { href: string; external: boolean };
  /** The brand's names of the aggregator's payment modes (`usePaymentModeNames`); a mode without one is called by its kind and place. */
  modeNames?: PaymentModeNames;
  submitting: boolean;
  /** The server's refusal, already in words. */
  serverError?: string;
  onSubmit: (submission: TopUpSubmission) => void;
  /** The method chosen at first (stories). */
  defaultMethodId?: string;
}

/** Page content of /profile/top-up: the method picker, the amount and the way to the checkout. */
export function TopUpView(props: TopUpViewProps) {
  const { t } = useTranslation('payments');
  return (
    <Stack space="large">
      <Heading level={1}>{t('topUp.title')}</Heading>
      {props.status === 'loading' ? (
        <Box display="flex" justifyContent="center" paddingY="xlarge">
          <Spinner label={t('topUp.loading')} />
        </Box>
      ) : props.status === 'usd' ? (
        <UsdTopUp {...props.usdTopUp} />
      ) : (
        <TopUpForm {...props} />
      )}
    </Stack>
  );
}

function UsdTopUp({ href, external }: { href: string; external: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <Stack space="medium">
      <Text>{t('topUp.usd.message')}</Text>
      <Link href={href} external={external} externalLabel={t('opensInNewTab')} weight="strong">
        {external ? t('topUp.usd.chat') : t('topUp.usd.contacts')}
      </Link>
    </Stack>
  );
}

interface TopUpProblems {
  method?: 'required';
  amount?: AmountProblem;
  phone?: PhoneProblem;
}

function TopUpForm({
  currency,
  symbols,
  limits,
  phoneCountries,
  submitting,
  serverError,
  onSubmit,
  defaultMethodId = '',
  modeNames,
}: TopUpViewProps) {
  const { t, i18n } = useTranslation('payments');
  const money = useMoney(currency, symbols);
  const amountErrorText = useAmountErrorText();
  const [methodId, setMethodId] = useState(defaultMethodId);
  const [amount, setAmount] = useState('');
  const [phone, setPhone] = useState<PhoneValue>({
    country: phoneCountries[0] ?? 'CL',
    nationalNumber: '',
  });
  const [problems, setProblems] = useState<TopUpProblems>({});
  const method = findTopUpMethod(methodId);
  // Before a method is chosen the general top-up limits are the ones worth showing.
  const range = limits?.[method ? topUpLimitKind(method) : 'top_up'];

  function submit() {
    const checked = checkAmount(amount, range, currencyMinorDigits(currency));
    // The platform's own phone rule: a number no country's plan holds is refused before the
    // round trip, as the platform would refuse it.
    const phoneChecked = method && needsPhoneNumber(method) ? phoneProblem(phone) : undefined;
    const next: TopUpProblems = {
      method: method ? undefined : 'required',
      amount: 'problem' in checked ? checked.problem : undefined,
      phone: phoneChecked,
    };
    setProblems(next);
    if (!method || 'problem' in checked || phoneChecked) return;
    const phoneNumber = needsPhoneNumber(method) ? (toE164(phone) ?? undefined) : undefined;
    onSubmit({ method, amount: checked.amount, phoneNumber });
  }

  return (
    <Form onSubmit={submit}>
      <Stack space="large">
        <MethodPicker
          value={methodId}
          onValueChange={(id) => {
            setMethodId(id);
            setProblems((previous) => ({ ...previous, method: undefined }));
          }}
          error={problems.method ? t('topUp.chooseMethod') : undefined}
          disabled={submitting}
          modeNames={modeNames}
        />
        <AmountField
          value={amount}
          onValueChange={setAmount}
          range={range}
          format={money}
          error={amountErrorText(problems.amount, range, money)}
          disabled={submitting}
        />
        {method && needsPhoneNumber(method) ? (
          <PhoneField
            label={t('topUp.phone')}
            countryLabel={t('topUp.phoneCountry')}
            locale={i18n.language}
            countries={phoneCountries}
            value={phone}
            onValueChange={setPhone}
            error={problems.phone ? t(`topUp.${problems.phone}`) : undefined}
            disabled={submitting}
          />
        ) : null}
        <FormError message={serverError} />
        <Stack space="small">
          <Button type="submit" fullWidth loading={submitting}>
            {t('topUp.submit')}
          </Button>
          <Text size="small" tone="secondary">
            {t('topUp.checkoutNote')}
          </Text>
        </Stack>
      </Stack>
    </Form>
  );
}
