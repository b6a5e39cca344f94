import type { FeatureModule } from '../core/featureModule.ts';

/**
 * Sign-in, registration (e-mail, phone, one click), password recovery and e-mail verification,
 * as pages and as the shell's auth modal, plus the app-open query (auto-login, partner promo).
 */
export const authFeature: FeatureModule = {
  id: 'auth',
  screens: {
    auth: () => import('./routes/AuthScreen.tsx'),
    restorePassword: () => import('./routes/RestorePasswordScreen.tsx'),
    verifyEmail: () => import('./routes/VerifyEmailScreen.tsx'),
  },
  locales: {
    namespace: 'auth',
    load: (tag) => import(`./locales/${tag}.json`) as Promise<{ default: object }>,
  },
  shell: {
    authModal: () => import('./components/AuthModal.tsx'),
    onAppOpen: () => import('./components/AppOpenHandler.tsx'),
  },
};
