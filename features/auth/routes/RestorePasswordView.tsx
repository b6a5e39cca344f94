import { useTranslation } from 'react-i18next';
import { Box, Button, ErrorState, Heading, Stack, Form } from '../../../design-system/index.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import { useFieldError } from '../components/useFieldError.ts';
import type { FieldErrors } from '../model/validation.ts';
import { NewPasswordField, RepeatPasswordField } from '../components/NewPasswordFields.tsx';

export interface RestorePasswordValues {
  newPassword: string;
  repeatPassword: string;
}

export interface RestorePasswordViewProps {
  /** False when the address has no `code`: the mailed link was cut. */
  hasCode: boolean;
  values: RestorePasswordValues;
  errors: FieldErrors<keyof RestorePasswordValues>;
  /** Spec, section 5: only when both fields are equal and non-empty. */
  canSubmit: boolean;
  serverError?: string;
  submitting: boolean;
  onChange: (field: keyof RestorePasswordValues, value: string) => void;
  onSubmit: () => void;
}

/** /restore-password?code=…: the new password twice, from the recovery e-mail's link. */
export function RestorePasswordView(props: RestorePasswordViewProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const { values, errors, onChange } = props;
  return (
    <Box padding="gutter" paddingY="large">
      <Stack space="large">
        <Heading level={1}>{t('restore.title')}</Heading>
        {props.hasCode ? (
          <Form space="medium" onSubmit={props.onSubmit} aria-label={t('restore.title')}>
            <NewPasswordField
              label={t('fields.newPassword')}
              value={values.newPassword}
              onValueChange={(value) => onChange('newPassword', value)}
              error={fieldError(errors.newPassword)}
            />
            <RepeatPasswordField
              hint={t('restore.repeatHint')}
              value={values.repeatPassword}
              onValueChange={(value) => onChange('repeatPassword', value)}
              error={fieldError(errors.repeatPassword)}
            />
            <FormAlert message={props.serverError} />
            <Button type="submit" fullWidth loading={props.submitting} disabled={!props.canSubmit}>
              {t('restore.submit')}
            </Button>
          </Form>
        ) : (
          <Stack space="medium">
            <ErrorState title={t('restore.noCode')} description={t('restore.noCodeHelp')} />
            <Button href="/slots/home" variant="outline" fullWidth>
              {t('common.home')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
