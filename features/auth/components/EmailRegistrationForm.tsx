import { useState } from 'react';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../../core/api/index.ts';
import { notify } from '../../core/notifications/index.ts';
import type { SignedIn } from '../api/signIn.ts';
import { signUpByEmail, type EmailSignUp } from '../api/signUp.ts';
import { useCompleteSignUp } from '../api/useCompleteSignUp.ts';
import { defaultSignUpCurrency } from '../model/currency.ts';
import { rememberedPromoCode } from '../model/promoStorage.ts';
import { hasErrors, validateEmailRegistration } from '../model/validation.ts';
import { EmailRegistrationFormView } from './EmailRegistrationFormView.tsx';
import { useAgeCheck, useAuthEnvironment, useSignUpCurrencies } from './useAuthEnvironment.ts';
import { useFormState } from './useFormState.ts';
import { useServerError } from './useServerError.ts';

/** Registration by e-mail against the platform; the new player is signed in at once. */
export function EmailRegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const api = useApi();
  const completeSignUp = useCompleteSignUp();
  const { language } = useAuthEnvironment();
  const currencies = useSignUpCurrencies();
  const age = useAgeCheck();
  const form = useFormState(() => ({
    email: '',
    password: '',
    repeatPassword: '',
    birthDate: '',
    // Empty until the player picks one: the default follows the offered list as it loads.
    currency: '',
    promoCode: rememberedPromoCode() ?? '',
    acceptTerms: false,
  }));
  const values = {
    ...form.values,
    currency: form.values.currency || defaultSignUpCurrency(currencies),
  };
  const [finishing, setFinishing] = useState(false);
  const mutation = useSWRMutation<SignedIn, unknown, string, EmailSignUp>(
    'auth/sign-up/email',
    (_key, { arg }) => signUpByEmail(api, arg),
  );
  const serverError = useServerError(mutation.error, mutation.isMutating);

  const submit = async () => {
    const found = validateEmailRegistration(values, age);
    form.setErrors(found);
    if (hasErrors(found) || mutation.isMutating || finishing) return;
    try {
      await mutation.trigger({ ...values, lang: language });
    } catch {
      return;
    }
    setFinishing(true);
    await completeSignUp();
    notify({ type: 'default', message: { key: 'notice.checkEmail' } });
    onRegistered();
  };

  return (
    <EmailRegistrationFormView
      values={values}
      currencies={currencies}
      age={age}
      errors={form.errors}
      serverError={serverError}
      submitting={mutation.isMutating || finishing}
      onChange={form.change}
      onSubmit={() => void submit()}
    />
  );
}
