import { useTranslation } from 'react-i18next';
import {
  Button,
  DateField,
  Icon,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
  Form,
} from '../../../design-system/index.ts';
import { useErrorText } from '../../core/errors/index.ts';
import {
  isGender,
  type AdditionalInfoField,
  type AdditionalInfoValues,
} from '../model/additionalInfo.ts';

export interface AdditionalInfoFieldsProps {
  values: AdditionalInfoValues;
  /** Messages shown on the fields (already translated). */
  fieldErrors: Partial<Record<AdditionalInfoField, string>>;
  /** A failure that belongs to no one field. */
  formError?: string;
  /** Saved once: every field is read-only and no Save button shows (spec, section 2). */
  locked: boolean;
  /** An account without a phone may add one; a phone it has stays read-only. */
  phoneEditable: boolean;
  saving: boolean;
  /** yyyy-MM-dd: the latest birth date the picker offers (the brand's minimum age today). */
  latestBirthDate: string;
  onChange: <Field extends AdditionalInfoField>(
    field: Field,
    value: AdditionalInfoValues[Field],
  ) => void;
  onSubmit: () => void;
  labelledBy?: string;
}

/** The additional-info form: editable until saved, then locked with 'data is not editable'. */
export function AdditionalInfoFields({
  values,
  fieldErrors,
  formError,
  locked,
  phoneEditable,
  saving,
  latestBirthDate,
  onChange,
  onSubmit,
  labelledBy,
}: AdditionalInfoFieldsProps) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const optional = t('additional.optional');
  const genderLabels = { male: t('additional.male'), female: t('additional.female') };

  return (
    <Form onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <Stack space="medium">
        <TextField
          label={t('additional.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          readOnly={locked || !phoneEditable}
          required={!locked && phoneEditable}
          hint={!locked && phoneEditable ? t('additional.phoneHint') : undefined}
          value={values.phone}
          onValueChange={(value) => onChange('phone', value)}
          error={fieldErrors.phone}
        />
        <TextField
          label={t('additional.firstName')}
          autoComplete="given-name"
          maxLength={100}
          readOnly={locked}
          required={!locked}
          value={values.firstName}
          onValueChange={(value) => onChange('firstName', value)}
          error={fieldErrors.firstName}
        />
        <TextField
          label={t('additional.lastName')}
          autoComplete="family-name"
          maxLength={100}
          readOnly={locked}
          required={!locked}
          value={values.lastName}
          onValueChange={(value) => onChange('lastName', value)}
          error={fieldErrors.lastName}
        />
        <TextField
          label={t('additional.middleName')}
          secondaryLabel={locked ? undefined : optional}
          autoComplete="additional-name"
          maxLength={100}
          readOnly={locked}
          value={values.middleName}
          onValueChange={(value) => onChange('middleName', value)}
          error={fieldErrors.middleName}
        />
        <TextField
          label={t('additional.passport')}
          secondaryLabel={locked ? undefined : optional}
          autoComplete="off"
          maxLength={50}
          readOnly={locked}
          value={values.passport}
          onValueChange={(value) => onChange('passport', value)}
          error={fieldErrors.passport}
        />
        <DateField
          label={t('additional.birthDate')}
          autoComplete="bday"
          max={latestBirthDate}
          readOnly={locked}
          required={!locked}
          value={values.birthDate}
          onValueChange={(value) => onChange('birthDate', value)}
          error={fieldErrors.birthDate}
        />
        {locked ? (
          // A select cannot be read-only; a locked gender reads as text like the other fields.
          <TextField label={t('additional.gender')} readOnly value={genderLabels[values.gender]} />
        ) : (
          <Select
            label={t('additional.gender')}
            options={[
              { value: 'male', label: genderLabels.male },
              { value: 'female', label: genderLabels.female },
            ]}
            value={values.gender}
            onValueChange={(value) => {
              if (isGender(value)) onChange('gender', value);
            }}
          />
        )}
        {locked ? (
          <Inline space="xsmall" alignY="top" noWrap>
            <Icon name="lock" />
            <Text>{errorText({ key: 'account.dataNotEditable' })}</Text>
          </Inline>
        ) : (
          <>
            <Text size="small" tone="secondary">
              {t('additional.phoneNote')}
            </Text>
            {formError ? (
              <Text tone="negative" role="alert">
                {formError}
              </Text>
            ) : null}
            <Button type="submit" loading={saving} fullWidth>
              {t('additional.save')}
            </Button>
          </>
        )}
      </Stack>
    </Form>
  );
}
