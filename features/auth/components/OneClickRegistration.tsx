import { useState } from 'react';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../../core/api/index.ts';
import { notify } from '../../core/notifications/index.ts';
import { signUpOneClick, type OneClickAccount } from '../api/signUp.ts';
import { useCompleteSignUp } from '../api/useCompleteSignUp.ts';
import { defaultSignUpCurrency } from '../model/currency.ts';
import { rememberedPromoCode } from '../model/promoStorage.ts';
import { hasErrors, validateOneClick } from '../model/validation.ts';
import { OneClickCredentialsDialog } from './OneClickCredentialsDialog.tsx';
import { OneClickRegistrationView } from './OneClickRegistrationView.tsx';
import { useAgeCheck, useAuthEnvironment, useSignUpCurrencies } from './useAuthEnvironment.ts';
import { useFormState } from './useFormState.ts';
import { useServerError } from './useServerError.ts';

async function copyToClipboard(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify({ type: 'success', message: { key: 'notice.copiedSuccess' } });
  } catch {
    notify({ type: 'error', message: { key: 'notice.tryAgain' } });
  }
}

/**
 * One-click registration (spec, sections 2 and 4): the platform generates the account and signs
 * it in; the login and password are shown once, and the session is re-read when the player
 * continues, so the page does not change under the credentials.
 */
export function OneClickRegistration({ onRegistered }: { onRegistered: () => void }) {
  const api = useApi();
  const completeSignUp = useCompleteSignUp();
  const { language } = useAuthEnvironment();
  const currencies = useSignUpCurrencies();
  const age = useAgeCheck();
  const form = useFormState(() => ({
    birthDate: '',
    currency: '',
    promoCode: rememberedPromoCode() ?? '',
    acceptTerms: false,
  }));
  const values = {
    ...form.values,
    currency: form.values.currency || defaultSignUpCurrency(currencies),
  };
  const [continued, setContinued] = useState(false);
  const mutation = useSWRMutation<
    OneClickAccount,
    unknown,
    string,
    { birthDate: string; currency: string; lang: string; promoCode: string }
  >('auth/sign-up/one-click', (_key, { arg }) => signUpOneClick(api, arg));
  const serverError = useServerError(mutation.error, mutation.isMutating);
  const account = mutation.data;

  const submit = async () => {
    const found = validateOneClick(values, age);
    form.setErrors(found);
    if (hasErrors(found) || mutation.isMutating || account) return;
    await mutation.trigger({ ...values, lang: language }).catch(() => undefined);
  };

  const onContinue = async () => {
    if (continued) return;
    setContinued(true);
    await completeSignUp();
    onRegistered();
  };

  return (
    <>
      <OneClickRegistrationView
        values={values}
        currencies={currencies}
        age={age}
        errors={form.errors}
        serverError={serverError}
        submitting={mutation.isMutating || account !== undefined}
        onChange={form.change}
        onSubmit={() => void submit()}
      />
      {account ? (
        <OneClickCredentialsDialog
          open={!continued}
          login={account.login}
          password={account.password}
          onCopy={(text) => void copyToClipboard(text)}
          onContinue={() => void onContinue()}
        />
      ) : null}
    </>
  );
}
