import { useTranslation } from 'react-i18next';
import { Button, Text, Form } from '../../../design-system/index.ts';
import type { AgeCheck, FieldErrors, OneClickValues } from '../model/validation.ts';
import { FormAlert } from './FormAlert.tsx';
import { RegistrationExtras } from './RegistrationExtras.tsx';

export interface OneClickRegistrationViewProps {
  values: OneClickValues;
  currencies: readonly string[];
  /** The player's today and the brand's minimum age, for the birth date. */
  age: AgeCheck;
  errors: FieldErrors<keyof OneClickValues>;
  serverError?: string;
  submitting: boolean;
  onChange: <Field extends keyof OneClickValues>(
    field: Field,
    value: OneClickValues[Field],
  ) => void;
  onSubmit: () => void;
}

/** One-click registration: only the birth date, the currency, an optional promo code and the terms. */
export function OneClickRegistrationView(props: OneClickRegistrationViewProps) {
  const { t } = useTranslation('auth');
  return (
    <Form space="medium" onSubmit={props.onSubmit} aria-label={t('oneClick.formLabel')}>
      <Text tone="secondary">{t('oneClick.explanation')}</Text>
      <RegistrationExtras
        values={props.values}
        currencies={props.currencies}
        errors={props.errors}
        age={props.age}
        onBirthDateChange={(value) => props.onChange('birthDate', value)}
        onCurrencyChange={(value) => props.onChange('currency', value)}
        onPromoCodeChange={(value) => props.onChange('promoCode', value)}
        onAcceptTermsChange={(value) => props.onChange('acceptTerms', value)}
      />
      <FormAlert message={props.serverError} />
      <Button type="submit" fullWidth loading={props.submitting}>
        {t('oneClick.submit')}
      </Button>
    </Form>
  );
}
