import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../../core/api/index.ts';
import { notify } from '../../core/notifications/index.ts';
import { setPasswordByLink } from '../api/recovery.ts';
import { useFormState } from '../components/useFormState.ts';
import { useServerError } from '../components/useServerError.ts';
import { afterRecoveryPath } from '../model/destination.ts';
import { canSubmitRestore, hasErrors, validateRestorePassword } from '../model/validation.ts';
import { RestorePasswordView } from './RestorePasswordView.tsx';

/** Route `restorePassword`: sets the new password with the link's code. */
export default function RestorePasswordScreen() {
  const api = useApi();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const form = useFormState({ newPassword: '', repeatPassword: '' });
  const mutation = useSWRMutation<void, unknown, string, { code: string; newPassword: string }>(
    'auth/recovery/link',
    (_key, { arg }) => setPasswordByLink(api, arg),
  );
  const serverError = useServerError(mutation.error, mutation.isMutating, {
    fallbackKey: 'notice.recoveryFailed',
  });
  const canSubmit = canSubmitRestore(form.values);

  const submit = async () => {
    const found = validateRestorePassword(form.values);
    form.setErrors(found);
    if (!canSubmit || hasErrors(found) || mutation.isMutating) return;
    try {
      await mutation.trigger({ code, newPassword: form.values.newPassword });
    } catch {
      return;
    }
    notify({ type: 'success', message: { key: 'notice.recoverySuccess' } });
    void navigate(afterRecoveryPath);
  };

  return (
    <RestorePasswordView
      hasCode={code !== ''}
      values={form.values}
      errors={form.errors}
      canSubmit={canSubmit}
      serverError={serverError}
      submitting={mutation.isMutating}
      onChange={form.change}
      onSubmit={() => void submit()}
    />
  );
}
