import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  Form,
  Heading,
  PasswordField,
  Stack,
  Text,
  TextField,
} from '../../../design-system/index.ts';
import type { StudioOperator } from '../../../schemas/studioApi.ts';
import { studioErrorMessage } from '../api/errorMessage.ts';
import { useStudioClient } from '../api/StudioClientContext.tsx';

export interface SignInScreenProps {
  onSignedIn: (operator: StudioOperator) => void;
}

/** The operator's sign-in: e-mail and password (operator accounts, not players'). */
export function SignInScreen({ onSignedIn }: SignInScreenProps) {
  const { t } = useTranslation('app');
  const client = useStudioClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async () => {
    if (busy) return;
    if (!email.trim() || !password) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await client.login(email.trim(), password));
    } catch (failure) {
      setError(studioErrorMessage(failure, t));
      setBusy(false);
    }
  };

  return (
    <Stack space="large" align="center">
      <Card padding="large">
        <Form onSubmit={() => void submit()} space="medium" aria-labelledby="sign-in-title">
          <Heading level={1} id="sign-in-title">
            {t('signIn.title')}
          </Heading>
          <Text tone="secondary">{t('signIn.intro')}</Text>
          <TextField
            label={t('signIn.email')}
            type="email"
            autoComplete="username"
            required
            value={email}
            onValueChange={setEmail}
            error={missing && !email.trim() ? t('signIn.emailMissing') : undefined}
          />
          <PasswordField
            label={t('signIn.password')}
            showPasswordLabel={t('signIn.showPassword')}
            required
            value={password}
            onValueChange={setPassword}
            error={missing && !password ? t('signIn.passwordMissing') : undefined}
          />
          {error ? (
            <Text tone="negative" role="alert">
              {error}
            </Text>
          ) : null}
          <Button type="submit" loading={busy} fullWidth>
            {t('signIn.submit')}
          </Button>
        </Form>
      </Card>
    </Stack>
  );
}
