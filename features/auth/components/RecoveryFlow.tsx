import { useEffect, useState } from 'react';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../../core/api/index.ts';
import { notify } from '../../core/notifications/index.ts';
import {
  requestEmailRecovery,
  requestPhoneRecovery,
  setPasswordByPhoneCode,
} from '../api/recovery.ts';
import { loginKind } from '../model/loginKind.ts';
import { hasErrors, validatePhoneRecovery, type ValidationKey } from '../model/validation.ts';
import { RecoveryLoginStepView } from './RecoveryLoginStepView.tsx';
import { RecoveryPhoneStepView } from './RecoveryPhoneStepView.tsx';
import { useFormState } from './useFormState.ts';
import { useServerError } from './useServerError.ts';

/** The account's phone digits once a code is on its way; undefined before. */
// The login check knows phones, and so the numbering plans: loaded as the form shows, not with
// every page that carries the auth panels.
const loadRecoveryLogin = () => import('../model/recoveryLogin.ts');

async function requestRecovery(api: Parameters<typeof requestPhoneRecovery>[0], login: string) {
  if (loginKind(login) === 'phone') return requestPhoneRecovery(api, login);
  await requestEmailRecovery(api, login);
  return undefined;
}

/**
 * Password recovery (spec, section 4): a login with neither '@' nor '.' gets an SMS code and the
 * phone step; an e-mail gets a link and the flow ends. Failures stay on the form with the
 * catalogue's tryAgain / recoveryFailed fallbacks, so a mistyped code can be fixed.
 */
export function RecoveryFlow({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    void loadRecoveryLogin();
  }, []);
  const api = useApi();
  const [login, setLogin] = useState('');
  const [loginError, setLoginError] = useState<ValidationKey>();
  const [phone, setPhone] = useState<string>();
  const form = useFormState({ code: '', newPassword: '' });
  const request = useSWRMutation<string | undefined, unknown, string, string>(
    'auth/recovery/request',
    (_key, { arg }) => requestRecovery(api, arg),
  );
  const change = useSWRMutation<
    void,
    unknown,
    string,
    { phone: string; code: string; newPassword: string }
  >('auth/recovery/phone', (_key, { arg }) => setPasswordByPhoneCode(api, arg));
  const requestError = useServerError(request.error, request.isMutating, {
    fallbackKey: 'notice.tryAgain',
  });
  const changeError = useServerError(change.error, change.isMutating, {
    fallbackKey: 'notice.recoveryFailed',
  });

  const onRequest = async () => {
    const found = (await loadRecoveryLogin()).validateRecoveryLogin(login).login;
    setLoginError(found);
    if (found || request.isMutating) return;
    let accountPhone: string | undefined;
    try {
      accountPhone = await request.trigger(login);
    } catch {
      return;
    }
    if (accountPhone === undefined) {
      notify({ type: 'success', message: { key: 'notice.checkEmail' } });
      onDone();
      return;
    }
    notify({ type: 'success', message: { key: 'notice.checkPhone' } });
    setPhone(accountPhone);
  };

  const onChangePassword = async () => {
    const found = validatePhoneRecovery(form.values);
    form.setErrors(found);
    if (!phone || hasErrors(found) || change.isMutating) return;
    try {
      await change.trigger({ phone, ...form.values });
    } catch {
      return;
    }
    notify({ type: 'success', message: { key: 'notice.recoverySuccess' } });
    onDone();
  };

  if (phone === undefined) {
    return (
      <RecoveryLoginStepView
        login={login}
        error={loginError}
        serverError={requestError}
        submitting={request.isMutating}
        onLoginChange={(value) => {
          setLogin(value);
          setLoginError(undefined);
        }}
        onSubmit={() => void onRequest()}
      />
    );
  }
  return (
    <RecoveryPhoneStepView
      phone={phone}
      values={form.values}
      errors={form.errors}
      serverError={changeError}
      submitting={change.isMutating}
      onChange={form.change}
      onSubmit={() => void onChangePassword()}
      onBack={() => setPhone(undefined)}
    />
  );
}
