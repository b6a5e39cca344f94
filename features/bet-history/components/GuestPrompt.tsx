import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '../../../design-system/index.ts';
import { openAuthModal } from '../../core/authModal/index.ts';
import { useErrorText } from '../../core/errors/index.ts';

/** The history needs a player (sports-betting §5): the spec's 'please authorise' and a way in. */
export function GuestPrompt() {
  const { t } = useTranslation('betHistory');
  const errorText = useErrorText();
  return (
    <EmptyState
      icon="lock"
      title={errorText({ key: 'notice.pleaseAuthorise' })}
      description={t('guest.description')}
      action={<Button onClick={() => openAuthModal('sign-in')}>{t('guest.logIn')}</Button>}
    />
  );
}
