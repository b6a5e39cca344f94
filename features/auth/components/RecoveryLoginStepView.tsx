import { useTranslation } from 'react-i18next';
import { Button, Text, TextField, Form } from '../../../design-system/index.ts';
import type { ValidationKey } from '../model/validation.ts';
import { FormAlert } from './FormAlert.tsx';
import { useFieldError } from './useFieldError.ts';

export interface RecoveryLoginStepViewProps {
  login: string;
  error?: ValidationKey;
  serverError?: string;
  submitting: boolean;
  onLoginChange: (value: string) => void;
  onSubmit: () => void;
}

/** Recovery's first step: the e-mail gets a link, a phone number gets a code. */
export function RecoveryLoginStepView(props: RecoveryLoginStepViewProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  return (
    <Form space="medium" onSubmit={props.onSubmit} aria-label={t('recovery.title')}>
      <Text tone="secondary">{t('recovery.explanation')}</Text>
      <TextField
        label={t('fields.emailOrPhone')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={props.login}
        onValueChange={props.onLoginChange}
        error={fieldError(props.error)}
        required
      />
      <FormAlert message={props.serverError} />
      <Button type="submit" fullWidth loading={props.submitting}>
        {t('recovery.send')}
      </Button>
    </Form>
  );
}
