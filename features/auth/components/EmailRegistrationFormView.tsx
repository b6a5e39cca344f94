import { useTranslation } from 'react-i18next';
import { Button, TextField, Form } from '../../../design-system/index.ts';
import type {
  AgeCheck,
  EmailRegistrationField,
  EmailRegistrationValues,
  FieldErrors,
} from '../model/validation.ts';
import { FormAlert } from './FormAlert.tsx';
import { RegistrationExtras } from './RegistrationExtras.tsx';
import { useFieldError } from './useFieldError.ts';
import { NewPasswordField, RepeatPasswordField } from './NewPasswordFields.tsx';

export interface EmailRegistrationFormViewProps {
  values: EmailRegistrationValues;
  currencies: readonly string[];
  /** The player's today and the brand's minimum age, for the birth date. */
  age: AgeCheck;
  errors: FieldErrors<EmailRegistrationField>;
  serverError?: string;
  submitting: boolean;
  onChange: <Field extends EmailRegistrationField>(
    field: Field,
    value: EmailRegistrationValues[Field],
  ) => void;
  onSubmit: () => void;
}

/** Registration by e-mail: address, password twice, birth date, currency, promo code, the terms. */
export function EmailRegistrationFormView(props: EmailRegistrationFormViewProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const { values, errors, onChange } = props;
  return (
    <Form space="medium" onSubmit={props.onSubmit} aria-label={t('registration.emailFormLabel')}>
      <TextField
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        value={values.email}
        onValueChange={(value) => onChange('email', value)}
        error={fieldError(errors.email)}
        required
      />
      <NewPasswordField
        value={values.password}
        onValueChange={(value) => onChange('password', value)}
        error={fieldError(errors.password)}
      />
      <RepeatPasswordField
        value={values.repeatPassword}
        onValueChange={(value) => onChange('repeatPassword', value)}
        error={fieldError(errors.repeatPassword)}
      />
      <RegistrationExtras
        values={values}
        currencies={props.currencies}
        errors={errors}
        age={props.age}
        onBirthDateChange={(value) => onChange('birthDate', value)}
        onCurrencyChange={(value) => onChange('currency', value)}
        onPromoCodeChange={(value) => onChange('promoCode', value)}
        onAcceptTermsChange={(value) => onChange('acceptTerms', value)}
      />
      <FormAlert message={props.serverError} />
      <Button type="submit" fullWidth loading={props.submitting}>
        {t('registration.submit')}
      </Button>
    </Form>
  );
}
