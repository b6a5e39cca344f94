import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../design-system/overlays.ts';
import {
  closeAuthModal,
  openAuthModal,
  useAuthModal,
  type AuthModalState,
  type AuthModalType,
} from '../../core/authModal/index.ts';
import { RecoveryFlow } from './RecoveryFlow.tsx';
import { RegistrationPanel } from './RegistrationPanel.tsx';
import { SignInPanel } from './SignInPanel.tsx';

type Face = AuthModalType | 'recovery';

/**
 * The shell's auth modal (spec, section 2: types sign-in and registration), opened from anywhere
 * with `openAuthModal`. "Forgot password" turns it into the recovery modal.
 */
export default function AuthModal() {
  const { t } = useTranslation('auth');
  const state = useAuthModal();
  const [seen, setSeen] = useState<AuthModalState>(state);
  const [face, setFace] = useState<Face>(state.open ? state.type : 'sign-in');
  // Each opening (or switch between faces from the outside) shows the asked face; while closing
  // the last face stays so the exit animation has content. Adjusted during render, not in an effect.
  if (state !== seen) {
    setSeen(state);
    if (state.open) setFace(state.type);
  }
  const title =
    face === 'recovery'
      ? t('recovery.title')
      : face === 'registration'
        ? t('registration.title')
        : t('signIn.title');

  return (
    <Dialog.Root
      open={state.open}
      onOpenChange={(open) => {
        if (!open) closeAuthModal();
      }}
    >
      <Dialog.Content title={title} closeLabel={t('common.close')}>
        {face === 'recovery' ? (
          <RecoveryFlow onDone={closeAuthModal} />
        ) : face === 'registration' ? (
          <RegistrationPanel
            onRegistered={closeAuthModal}
            onSignIn={() => openAuthModal('sign-in')}
          />
        ) : (
          <SignInPanel
            onSignedIn={closeAuthModal}
            onForgotPassword={() => setFace('recovery')}
            onRegister={() => openAuthModal('registration')}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
