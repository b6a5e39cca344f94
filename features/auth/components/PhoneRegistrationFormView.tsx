import { useTranslation } from 'react-i18next';
import {
  Button,
  PhoneField,
  type PhoneRegion,
  type PhoneValue,
} from '../../../design-system/index.ts';
import type { ValidationKey } from '../model/validation.ts';
import { Form } from '../../../design-system/index.ts';
import { FormAlert } from './FormAlert.tsx';
import {
  PhoneRegistrationDetails,
  type PhoneRegistrationDetailsProps,
} from './PhoneRegistrationDetails.tsx';
import { useFieldError } from './useFieldError.ts';

export interface PhoneRegistrationFormViewProps extends PhoneRegistrationDetailsProps {
  phone: PhoneValue;
  phoneError?: ValidationKey;
  phoneCountries: readonly PhoneRegion[];
  locale: string;
  /** A code went to this very number: the second step shows. */
  codeSent: boolean;
  sendingCode: boolean;
  /** Why the code could not be sent. */
  sendError?: string;
  serverError?: string;
  submitting: boolean;
  onPhoneChange: (value: PhoneValue) => void;
  onSendCode: () => void;
  onSubmit: () => void;
}

/** Registration by phone: the number and its SMS code, then the account's details. */
export function PhoneRegistrationFormView(props: PhoneRegistrationFormViewProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const { codeSent } = props;
  return (
    <Form
      space="medium"
      onSubmit={codeSent ? props.onSubmit : props.onSendCode}
      aria-label={t('registration.phoneFormLabel')}
    >
      <PhoneField
        label={t('fields.phone')}
        countryLabel={t('fields.country')}
        locale={props.locale}
        countries={props.phoneCountries}
        value={props.phone}
        onValueChange={props.onPhoneChange}
        error={fieldError(props.phoneError)}
        required
      />
      <FormAlert message={props.sendError} />
      <Button
        type={codeSent ? 'button' : 'submit'}
        variant={codeSent ? 'outline' : 'solid'}
        fullWidth
        loading={props.sendingCode}
        onClick={codeSent ? props.onSendCode : undefined}
      >
        {codeSent ? t('registration.resendCode') : t('registration.sendCode')}
      </Button>
      {codeSent ? (
        <>
          <PhoneRegistrationDetails
            values={props.values}
            errors={props.errors}
            needsLogin={props.needsLogin}
            currencies={props.currencies}
            age={props.age}
            onChange={props.onChange}
          />
          <FormAlert message={props.serverError} />
          <Button type="submit" fullWidth loading={props.submitting}>
            {t('registration.submit')}
          </Button>
        </>
      ) : null}
    </Form>
  );
}
