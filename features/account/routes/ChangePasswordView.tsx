import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, PasswordField, Stack, Text, Form } from '../../../design-system/index.ts';
import type { PasswordChangeField, PasswordChangeValues } from '../model/passwordChange.ts';

export interface ChangePasswordViewProps {
  values: PasswordChangeValues;
  /** Messages shown on the fields (already translated). */
  fieldErrors: Partial<Record<PasswordChangeField, string>>;
  /** A failure that belongs to no one field. */
  formError?: string;
  saving: boolean;
  onChange: (field: PasswordChangeField, value: string) => void;
  onSubmit: () => void;
}

/** /profile/change-password: old, new and repeated password, each with show/hide, and save. */
export function ChangePasswordView({
  values,
  fieldErrors,
  formError,
  saving,
  onChange,
  onSubmit,
}: ChangePasswordViewProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const showPasswordLabel = t('changePassword.showPassword');
  return (
    <Stack space="large">
      <Heading level={1} id={headingId}>
        {t('changePassword.title')}
      </Heading>
      <Form onSubmit={onSubmit} aria-labelledby={headingId}>
        <Stack space="medium">
          <PasswordField
            label={t('changePassword.current')}
            name="password"
            autoComplete="current-password"
            required
            value={values.current}
            onValueChange={(value) => onChange('current', value)}
            error={fieldErrors.current}
            showPasswordLabel={showPasswordLabel}
          />
          <PasswordField
            label={t('changePassword.next')}
            name="new_password"
            autoComplete="new-password"
            required
            hint={t('changePassword.nextHint')}
            value={values.next}
            onValueChange={(value) => onChange('next', value)}
            error={fieldErrors.next}
            showPasswordLabel={showPasswordLabel}
          />
          <PasswordField
            label={t('changePassword.repeat')}
            name="repeat_password"
            autoComplete="new-password"
            required
            value={values.repeat}
            onValueChange={(value) => onChange('repeat', value)}
            error={fieldErrors.repeat}
            showPasswordLabel={showPasswordLabel}
          />
          {formError ? (
            <Text tone="negative" role="alert">
              {formError}
            </Text>
          ) : null}
          <Button type="submit" loading={saving} fullWidth>
            {t('changePassword.save')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
