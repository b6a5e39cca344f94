import { useTranslation } from 'react-i18next';
import { Checkbox, DateField, Link, Select, TextField } from '../../../design-system/index.ts';
import { latestBirthDate } from '../../../schemas/birthDateRule.ts';
import type { AgeCheck, FieldErrors, OneClickValues } from '../model/validation.ts';
import { useFieldError } from './useFieldError.ts';

export interface RegistrationExtrasProps {
  values: OneClickValues;
  currencies: readonly string[];
  errors: FieldErrors<keyof OneClickValues>;
  /** The player's today and the brand's minimum age: the picker offers adults' birth dates. */
  age: AgeCheck;
  onBirthDateChange: (birthDate: string) => void;
  onCurrencyChange: (currency: string) => void;
  onPromoCodeChange: (promoCode: string) => void;
  onAcceptTermsChange: (accepted: boolean) => void;
  /** +993 phone sign-ups send no promo code (spec, section 7). @default true */
  withPromoCode?: boolean;
}

/**
 * What every way of registering asks besides the account: the birth date (no default: the player
 * must be at least the brand's minimum age), currency, promo code, the terms.
 */
export function RegistrationExtras({
  values,
  currencies,
  errors,
  age,
  onBirthDateChange,
  onCurrencyChange,
  onPromoCodeChange,
  onAcceptTermsChange,
  withPromoCode = true,
}: RegistrationExtrasProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  return (
    <>
      <DateField
        label={t('fields.birthDate')}
        hint={t('fields.birthDateHint', { age: age.minimumAge })}
        autoComplete="bday"
        max={latestBirthDate(age.today, age.minimumAge)}
        value={values.birthDate}
        onValueChange={onBirthDateChange}
        error={fieldError(errors.birthDate, { age: age.minimumAge })}
        required
      />
      <Select
        label={t('fields.currency')}
        options={currencies.map((currency) => ({ value: currency, label: currency }))}
        value={values.currency}
        onValueChange={onCurrencyChange}
        error={fieldError(errors.currency)}
        required
      />
      {withPromoCode ? (
        <TextField
          label={t('fields.promoCode')}
          secondaryLabel={t('fields.optional')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={values.promoCode}
          onValueChange={onPromoCodeChange}
          error={fieldError(errors.promoCode)}
        />
      ) : null}
      <Checkbox
        label={
          <>
            {t('registration.acceptTerms')}{' '}
            <Link
              href="/flatPages/rules"
              external
              externalLabel={t('common.opensInNewTab')}
              underline="always"
            >
              {t('registration.termsLink')}
            </Link>
          </>
        }
        checked={values.acceptTerms}
        onCheckedChange={onAcceptTermsChange}
        error={fieldError(errors.acceptTerms)}
        required
      />
    </>
  );
}
