import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, isApiError, useErrorText } from '../../core/errors/index.ts';
import { useNoticeGroup } from '../../core/notifications/index.ts';
import { useChangePassword } from '../api/password.ts';
import {
  checkPasswordChange,
  emptyPasswordChange,
  fieldOfPasswordFailure,
  isMismatch,
  type PasswordChangeField,
  type PasswordChangeValues,
} from '../model/passwordChange.ts';
import { ChangePasswordView } from './ChangePasswordView.tsx';

type FieldErrors = Partial<Record<PasswordChangeField, string>>;

/**
 * The password change (spec, sections 2 and 5): a repeat that differs from the new password shows
 * changedPasswordDoNotMatch and sends nothing; success clears the form; a failure keeps what was
 * typed and says why on the field it concerns (auth codes 4, 231, 233) or on the form. A notice
 * about an earlier attempt leaves when the form is sent again.
 */
export default function ChangePasswordScreen() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const { trigger, isMutating } = useChangePassword();
  const [values, setValues] = useState<PasswordChangeValues>(emptyPasswordChange);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  // Notices about an attempt leave when the form is sent again.
  const notices = useNoticeGroup();

  const requiredMessages: Record<PasswordChangeField, string> = {
    current: t('changePassword.currentRequired'),
    next: t('changePassword.nextRequired'),
    repeat: t('changePassword.repeatRequired'),
  };

  async function submit() {
    if (isMutating) return;
    notices.clear();
    const check = checkPasswordChange(values);
    setFormError(undefined);
    if (!check.ok) {
      const errors: FieldErrors = {};
      for (const [field, problem] of Object.entries(check.problems) as [
        PasswordChangeField,
        string,
      ][]) {
        errors[field] =
          problem === 'mismatch'
            ? errorText({ key: 'notice.changedPasswordDoNotMatch' })
            : requiredMessages[field];
      }
      setFieldErrors(errors);
      if (isMismatch(check)) {
        notices.notify({ type: 'error', message: { key: 'notice.changedPasswordDoNotMatch' } });
      }
      return;
    }
    setFieldErrors({});
    try {
      await trigger(check.payload);
    } catch (error) {
      const message = errorText(describeError(error, 'auth'));
      const field = fieldOfPasswordFailure(isApiError(error) ? error.codeStatus : undefined);
      if (field) setFieldErrors({ [field]: message });
      else setFormError(message);
      return;
    }
    setValues(emptyPasswordChange);
    notices.notify({ type: 'success', message: { key: 'notice.changedPassword' } });
  }

  return (
    <ChangePasswordView
      values={values}
      fieldErrors={fieldErrors}
      formError={formError}
      saving={isMutating}
      onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))}
      onSubmit={() => void submit()}
    />
  );
}
