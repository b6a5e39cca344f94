import { useTranslation } from 'react-i18next';
import { TextField } from '../../../design-system/index.ts';
import type {
  AgeCheck,
  FieldErrors,
  PhoneRegistrationField,
  PhoneRegistrationValues,
} from '../model/validation.ts';
import { RegistrationExtras } from './RegistrationExtras.tsx';
import { useFieldError } from './useFieldError.ts';
import { NewPasswordField } from './NewPasswordFields.tsx';

export interface PhoneRegistrationDetailsProps {
  values: PhoneRegistrationValues;
  errors: FieldErrors<PhoneRegistrationField>;
  /** +993 numbers choose a login and send no promo code (spec, section 7). */
  needsLogin: boolean;
  currencies: readonly string[];
  /** The player's today and the brand's minimum age, for the birth date. */
  age: AgeCheck;
  onChange: <Field extends PhoneRegistrationField>(
    field: Field,
    value: PhoneRegistrationValues[Field],
  ) => void;
}

/** The phone sign-up's second step, once the SMS code is on its way. */
export function PhoneRegistrationDetails({
  values,
  errors,
  needsLogin,
  currencies,
  age,
  onChange,
}: PhoneRegistrationDetailsProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  return (
    <>
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
      {needsLogin ? (
        <TextField
          label={t('fields.login')}
          hint={t('registration.loginHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.login}
          onValueChange={(value) => onChange('login', value)}
          error={fieldError(errors.login)}
          required
        />
      ) : null}
      <TextField
        label={t('fields.name')}
        autoComplete="given-name"
        value={values.name}
        onValueChange={(value) => onChange('name', value)}
        error={fieldError(errors.name)}
        required
      />
      <NewPasswordField
        value={values.password}
        onValueChange={(value) => onChange('password', value)}
        error={fieldError(errors.password)}
      />
      <RegistrationExtras
        values={values}
        currencies={currencies}
        errors={errors}
        age={age}
        onBirthDateChange={(value) => onChange('birthDate', value)}
        onCurrencyChange={(value) => onChange('currency', value)}
        onPromoCodeChange={(value) => onChange('promoCode', value)}
        onAcceptTermsChange={(value) => onChange('acceptTerms', value)}
        withPromoCode={!needsLogin}
      />
    </>
  );
}
