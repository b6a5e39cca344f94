import { useTranslation } from 'react-i18next';
import { Box, Button, Inline, Stack, Tabs, Text } from '../../../design-system/index.ts';
import { SignInForm } from './SignInForm.tsx';

export interface SignInPanelProps {
  onSignedIn: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}

/** Sign-in by e-mail, phone or the universal login (spec, section 1), one tab each. */
export function SignInPanel({ onSignedIn, onForgotPassword, onRegister }: SignInPanelProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack space="large">
      <Tabs.Root defaultValue="email">
        <Tabs.List aria-label={t('signIn.methods')} fullWidth>
          <Tabs.Trigger value="email">{t('signIn.byEmail')}</Tabs.Trigger>
          <Tabs.Trigger value="phone">{t('signIn.byPhone')}</Tabs.Trigger>
          <Tabs.Trigger value="login">{t('signIn.byLogin')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="email">
          <Box paddingTop="large">
            <SignInForm method="email" onSignedIn={onSignedIn} />
          </Box>
        </Tabs.Content>
        <Tabs.Content value="phone">
          <Box paddingTop="large">
            <SignInForm method="phone" onSignedIn={onSignedIn} />
          </Box>
        </Tabs.Content>
        <Tabs.Content value="login">
          <Box paddingTop="large">
            <SignInForm method="login" onSignedIn={onSignedIn} />
          </Box>
        </Tabs.Content>
      </Tabs.Root>
      <Stack space="small" align="center">
        <Button variant="ghost" size="small" onClick={onForgotPassword}>
          {t('signIn.forgotPassword')}
        </Button>
        <Inline space="xsmall" align="center">
          <Text tone="secondary">{t('signIn.noAccount')}</Text>
          <Button variant="ghost" size="small" onClick={onRegister}>
            {t('signIn.toRegistration')}
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
