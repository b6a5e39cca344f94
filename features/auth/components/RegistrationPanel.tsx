import { useTranslation } from 'react-i18next';
import { Box, Button, Inline, Stack, Tabs, Text } from '../../../design-system/index.ts';
import { EmailRegistrationForm } from './EmailRegistrationForm.tsx';
import { OneClickRegistration } from './OneClickRegistration.tsx';
import { PhoneRegistrationForm } from './PhoneRegistrationForm.tsx';

export interface RegistrationPanelProps {
  /** The new player is signed in: close the modal or leave the auth page. */
  onRegistered: () => void;
  onSignIn: () => void;
}

/** Registration by e-mail, by phone with an SMS code, or in one click (spec, sections 2, 4). */
export function RegistrationPanel({ onRegistered, onSignIn }: RegistrationPanelProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack space="large">
      <Tabs.Root defaultValue="email">
        <Tabs.List aria-label={t('registration.methods')} fullWidth>
          <Tabs.Trigger value="email">{t('registration.byEmail')}</Tabs.Trigger>
          <Tabs.Trigger value="phone">{t('registration.byPhone')}</Tabs.Trigger>
          <Tabs.Trigger value="oneClick">{t('registration.oneClick')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="email">
          <Box paddingTop="large">
            <EmailRegistrationForm onRegistered={onRegistered} />
          </Box>
        </Tabs.Content>
        <Tabs.Content value="phone">
          <Box paddingTop="large">
            <PhoneRegistrationForm onRegistered={onRegistered} />
          </Box>
        </Tabs.Content>
        <Tabs.Content value="oneClick">
          <Box paddingTop="large">
            <OneClickRegistration onRegistered={onRegistered} />
          </Box>
        </Tabs.Content>
      </Tabs.Root>
      <Inline space="xsmall" align="center">
        <Text tone="secondary">{t('registration.haveAccount')}</Text>
        <Button variant="ghost" size="small" onClick={onSignIn}>
          {t('registration.toSignIn')}
        </Button>
      </Inline>
    </Stack>
  );
}
