import { useState } from 'react';
import useSWRMutation from 'swr/mutation';
import { toE164, type PhoneValue } from '../../../design-system/index.ts';
import { useApi } from '../../core/api/index.ts';
import { useNoticeGroup } from '../../core/notifications/index.ts';
import type { SignedIn } from '../api/signIn.ts';
import { needsLogin, requestSignUpCode, signUpByPhone, type PhoneSignUp } from '../api/signUp.ts';
import { useCompleteSignUp } from '../api/useCompleteSignUp.ts';
import { defaultSignUpCurrency } from '../model/currency.ts';
import { rememberedPromoCode } from '../model/promoStorage.ts';
import { loadPhoneRule, usePhoneRuleWarmUp } from '../../core/phone/loadPhoneRule.ts';
import { hasErrors, validatePhoneRegistration, type ValidationKey } from '../model/validation.ts';
import { PhoneRegistrationFormView } from './PhoneRegistrationFormView.tsx';
import { useAgeCheck, useAuthEnvironment, useSignUpCurrencies } from './useAuthEnvironment.ts';
import { useFormState } from './useFormState.ts';
import { useServerError } from './useServerError.ts';

/** Registration by phone against the platform: SMS code first, then the account. */
export function PhoneRegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  usePhoneRuleWarmUp();
  const api = useApi();
  const completeSignUp = useCompleteSignUp();
  const { language, locale, phoneCountries } = useAuthEnvironment();
  const currencies = useSignUpCurrencies();
  const age = useAgeCheck();
  const [phone, setPhone] = useState<PhoneValue>({
    country: phoneCountries[0] ?? 'CL',
    nationalNumber: '',
  });
  const [phoneError, setPhoneError] = useState<ValidationKey>();
  const [codeSentTo, setCodeSentTo] = useState<string>();
  const form = useFormState(() => ({
    code: '',
    login: '',
    name: '',
    password: '',
    birthDate: '',
    currency: '',
    promoCode: rememberedPromoCode() ?? '',
    acceptTerms: false,
  }));
  const values = {
    ...form.values,
    currency: form.values.currency || defaultSignUpCurrency(currencies),
  };
  const [finishing, setFinishing] = useState(false);
  // The code request's notice leaves when the player asks again or signs up.
  const notices = useNoticeGroup();
  const sendCode = useSWRMutation<void, unknown, string, string>(
    'auth/phone-code',
    (_key, { arg }) => requestSignUpCode(api, arg),
  );
  const signUp = useSWRMutation<SignedIn, unknown, string, PhoneSignUp>(
    'auth/sign-up/phone',
    (_key, { arg }) => signUpByPhone(api, arg),
  );
  const sendError = useServerError(sendCode.error, sendCode.isMutating);
  const serverError = useServerError(signUp.error, signUp.isMutating);
  const international = toE164(phone);
  const login = needsLogin(phone.country);

  const onSendCode = async () => {
    notices.clear();
    const problem = (await loadPhoneRule()).phoneProblem(phone);
    if (problem) {
      setPhoneError(problem);
      return;
    }
    if (!international || sendCode.isMutating) return;
    try {
      await sendCode.trigger(international);
    } catch {
      return;
    }
    setCodeSentTo(international);
    notices.notify({ type: 'success', message: { key: 'notice.checkPhone' } });
  };

  const onSubmit = async () => {
    notices.clear();
    const found = validatePhoneRegistration(values, { needsLogin: login, ...age });
    form.setErrors(found);
    if (!international || hasErrors(found) || signUp.isMutating || finishing) return;
    try {
      await signUp.trigger({
        ...values,
        phone: international,
        region: phone.country,
        lang: language,
      });
    } catch {
      return;
    }
    setFinishing(true);
    await completeSignUp();
    onRegistered();
  };

  return (
    <PhoneRegistrationFormView
      phone={phone}
      phoneError={phoneError}
      phoneCountries={phoneCountries}
      locale={locale}
      // A code sent to another number is no use: changing the number asks for a new one.
      codeSent={codeSentTo !== undefined && codeSentTo === international}
      sendingCode={sendCode.isMutating}
      sendError={sendError}
      values={values}
      errors={form.errors}
      needsLogin={login}
      currencies={currencies}
      age={age}
      serverError={serverError}
      submitting={signUp.isMutating || finishing}
      onPhoneChange={(value) => {
        setPhone(value);
        setPhoneError(undefined);
      }}
      onSendCode={() => void onSendCode()}
      onChange={form.change}
      onSubmit={() => void onSubmit()}
    />
  );
}
