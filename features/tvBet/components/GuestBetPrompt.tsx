import { useTranslation } from 'react-i18next';
import { Button, Card, Icon, Inline, Stack, Text } from '../../../design-system/index.ts';
import { openAuthModal } from '../../core/authModal/index.ts';
import { useErrorText } from '../../core/errors/index.ts';
import { TV_BET_NAMESPACE } from '../model/namespace.ts';

/**
 * A guest watches the games but bets only once signed in: the spec's 'log in to place a bet'
 * (casino spec, section 8), with the way in beside it.
 */
export function GuestBetPrompt() {
  const { t } = useTranslation(TV_BET_NAMESPACE);
  const errorText = useErrorText();
  return (
    <Card tone="sunken" padding="medium">
      <Stack space="small">
        <Inline space="xsmall" alignY="center" noWrap>
          <Icon name="lock" />
          <Text>{errorText({ key: 'notice.loginToBet' })}</Text>
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
