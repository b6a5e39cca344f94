import { useState } from 'react';
import useSWRMutation from 'swr/mutation';
import { toE164, type PhoneValue } from '../../../design-system/index.ts';
import { useApi } from '../../core/api/index.ts';
import { loadPhoneRule, usePhoneRuleWarmUp } from '../../core/phone/loadPhoneRule.ts';
import { followMirrorRedirect } from '../api/mirrorRedirect.ts';
import { signIn, type SignedIn, type SignInRequest } from '../api/signIn.ts';
import { useCompleteSignIn } from '../api/useCompleteSignIn.ts';
import {
  hasErrors,
  validateSignIn,
  type FieldErrors,
  type SignInMethod,
} from '../model/validation.ts';
import { SignInFormView } from './SignInFormView.tsx';
import { useAuthEnvironment } from './useAuthEnvironment.ts';
import { useServerError } from './useServerError.ts';

export interface SignInFormProps {
  method: SignInMethod;
  /** Closes the modal or leaves the auth page, after the session and notice are done. */
  onSignedIn: () => void;
}

/** A sign-in form talking to the platform: validation, the request, code 20, completion. */
export function SignInForm({ method, onSignedIn }: SignInFormProps) {
  const api = useApi();
  const completeSignIn = useCompleteSignIn();
  const { phoneCountries, locale } = useAuthEnvironment();
  const [identifier, setIdentifier] = useState('');
  const [phone, setPhone] = useState<PhoneValue>({
    country: phoneCountries[0] ?? 'CL',
    nationalNumber: '',
  });
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'identifier' | 'password'>>({});
  // Signed in, the session is being re-read: the button keeps spinning until the form leaves.
  const [finishing, setFinishing] = useState(false);
  const mutation = useSWRMutation<SignedIn, unknown, string, SignInRequest>(
    'auth/sign-in',
    (_key, { arg }) => signIn(api, arg),
  );
  const serverError = useServerError(mutation.error, mutation.isMutating);
  usePhoneRuleWarmUp(method === 'phone');

  const request = (): SignInRequest => {
    if (method === 'phone') return { method, phone: toE164(phone) ?? '', password };
    if (method === 'email') return { method, email: identifier, password };
    return { method, login: identifier, password };
  };

  const submit = async () => {
    const found = validateSignIn(method, {
      identifier,
      phoneProblem: method === 'phone' ? (await loadPhoneRule()).phoneProblem(phone) : undefined,
      password,
    });
    setErrors(found);
    if (hasErrors(found) || mutation.isMutating || finishing) return;
    try {
      await mutation.trigger(request());
    } catch (error) {
      followMirrorRedirect(error);
      return;
    }
    setFinishing(true);
    await completeSignIn();
    onSignedIn();
  };

  return (
    <SignInFormView
      method={method}
      identifier={identifier}
      phone={phone}
      password={password}
      errors={errors}
      serverError={serverError}
      submitting={mutation.isMutating || finishing}
      phoneCountries={phoneCountries}
      locale={locale}
      onIdentifierChange={(value) => {
        setIdentifier(value);
        setErrors((current) => ({ ...current, identifier: undefined }));
      }}
      onPhoneChange={(value) => {
        setPhone(value);
        setErrors((current) => ({ ...current, identifier: undefined }));
      }}
      onPasswordChange={(value) => {
        setPassword(value);
        setErrors((current) => ({ ...current, password: undefined }));
      }}
      onSubmit={() => void submit()}
    />
  );
}
