import { useTranslation } from 'react-i18next';
import {
  Button,
  PasswordField,
  PhoneField,
  TextField,
  type PhoneRegion,
  type PhoneValue,
} from '../../../design-system/index.ts';
import type { FieldErrors, SignInMethod } from '../model/validation.ts';
import { Form } from '../../../design-system/index.ts';
import { FormAlert } from './FormAlert.tsx';
import { useFieldError } from './useFieldError.ts';

export interface SignInFormViewProps {
  method: SignInMethod;
  /** The e-mail (e-mail method) or the universal login (login method). */
  identifier: string;
  phone: PhoneValue;
  password: string;
  errors: FieldErrors<'identifier' | 'password'>;
  serverError?: string;
  submitting: boolean;
  phoneCountries: readonly PhoneRegion[];
  locale: string;
  onIdentifierChange: (value: string) => void;
  onPhoneChange: (value: PhoneValue) => void;
  onPasswordChange: (value: string) => void;
  onSubmit: () => void;
}

/** One way of signing in: its identifier field, the password and the submit button. */
export function SignInFormView(props: SignInFormViewProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const { method, errors } = props;
  return (
    <Form space="medium" onSubmit={props.onSubmit} aria-label={t('signIn.formLabel')}>
      {method === 'phone' ? (
        <PhoneField
          label={t('fields.phone')}
          countryLabel={t('fields.country')}
          locale={props.locale}
          countries={props.phoneCountries}
          value={props.phone}
          onValueChange={props.onPhoneChange}
          error={fieldError(errors.identifier)}
          required
        />
      ) : method === 'email' ? (
        <TextField
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          value={props.identifier}
          onValueChange={props.onIdentifierChange}
          error={fieldError(errors.identifier)}
          required
        />
      ) : (
        <TextField
          label={t('fields.universalLogin')}
          hint={t('signIn.universalHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={props.identifier}
          onValueChange={props.onIdentifierChange}
          error={fieldError(errors.identifier)}
          required
        />
      )}
      <PasswordField
        label={t('fields.password')}
        showPasswordLabel={t('fields.showPassword')}
        value={props.password}
        onValueChange={props.onPasswordChange}
        error={fieldError(errors.password)}
        required
      />
      <FormAlert message={props.serverError} />
      <Button type="submit" fullWidth loading={props.submitting}>
        {t('signIn.submit')}
      </Button>
    </Form>
  );
}
