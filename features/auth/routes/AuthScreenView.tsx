import { useTranslation } from 'react-i18next';
import { Box, Heading, Stack } from '../../../design-system/index.ts';
import { RegistrationPanel } from '../components/RegistrationPanel.tsx';
import { SignInPanel } from '../components/SignInPanel.tsx';
import type { AuthPage } from '../model/authPage.ts';

export interface AuthScreenViewProps {
  page: AuthPage;
  /** Signed in or registered: leave for the page the player came from. */
  onDone: () => void;
  onForgotPassword: () => void;
  onSwitch: (page: AuthPage) => void;
}

/** /auth/login and /auth/registration: the modal's forms as a page. */
export function AuthScreenView({ page, onDone, onForgotPassword, onSwitch }: AuthScreenViewProps) {
  const { t } = useTranslation('auth');
  return (
    <Box padding="gutter" paddingY="large">
      <Stack space="large">
        <Heading level={1}>
          {page === 'login' ? t('signIn.title') : t('registration.title')}
        </Heading>
        {page === 'login' ? (
          <SignInPanel
            onSignedIn={onDone}
            onForgotPassword={onForgotPassword}
            onRegister={() => onSwitch('registration')}
          />
        ) : (
          <RegistrationPanel onRegistered={onDone} onSignIn={() => onSwitch('login')} />
        )}
      </Stack>
    </Box>
  );
}
