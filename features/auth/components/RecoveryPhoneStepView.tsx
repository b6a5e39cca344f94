import { useTranslation } from 'react-i18next';
import { Button, Text, TextField, Form } from '../../../design-system/index.ts';
import type { FieldErrors } from '../model/validation.ts';
import { FormAlert } from './FormAlert.tsx';
import { useFieldError } from './useFieldError.ts';
import { NewPasswordField } from './NewPasswordFields.tsx';

export interface PhoneRecoveryValues {
  code: string;
  newPassword: string;
}

export interface RecoveryPhoneStepViewProps {
  /** The account's phone digits, as the platform answered them. */
  phone: string;
  values: PhoneRecoveryValues;
  errors: FieldErrors<keyof PhoneRecoveryValues>;
  serverError?: string;
  submitting: boolean;
  onChange: (field: keyof PhoneRecoveryValues, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
}

/** Recovery's phone step: the SMS code and the new password. */
export function RecoveryPhoneStepView(props: RecoveryPhoneStepViewProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const { values, errors, onChange } = props;
  return (
    <Form space="medium" onSubmit={props.onSubmit} aria-label={t('recovery.phoneStepLabel')}>
      <Text tone="secondary">{t('recovery.codeSent', { phone: `+${props.phone}` })}</Text>
      <TextField
        label={t('fields.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        value={values.code}
        onValueChange={(value) => onChange('code', value)}
        error={fieldError(errors.code)}
        required
      />
      <NewPasswordField
        label={t('fields.newPassword')}
        value={values.newPassword}
        onValueChange={(value) => onChange('newPassword', value)}
        error={fieldError(errors.newPassword)}
      />
      <FormAlert message={props.serverError} />
      <Button type="submit" fullWidth loading={props.submitting}>
        {t('recovery.save')}
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={props.onBack}>
        {t('recovery.otherLogin')}
      </Button>
    </Form>
  );
}
