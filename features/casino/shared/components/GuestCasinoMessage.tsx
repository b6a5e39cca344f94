import { useTranslation } from 'react-i18next';
import { Button, Card, Icon, Inline, Stack, Text } from '../../../../design-system/index.ts';
import { openAuthModal } from '../../../core/authModal/index.ts';

/**
 * Casino spec, section 6: guests may browse, and are told that playing needs an account:
 * 'Para usar las casino, inicie sesión.', with the way in beside it.
 */
export function GuestCasinoMessage() {
  const { t } = useTranslation('casino');
  return (
    <Card tone="sunken" padding="medium">
      <Stack space="small">
        <Inline space="xsmall" alignY="center" noWrap>
          <Icon name="lock" />
          <Text>{t('guest.message')}</Text>
        </Inline>
        <Inline space="small">
          <Button size="small" onClick={() => openAuthModal('sign-in')}>
            {t('guest.signIn')}
          </Button>
          <Button size="small" variant="outline" onClick={() => openAuthModal('registration')}>
            {t('guest.register')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
