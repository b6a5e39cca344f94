import type { FeatureModule } from '../core/featureModule.ts';

/**
 * The player's account (issue 6, profile part): the frame around every /profile/* page (summary
 * and profile menu), password change, additional info, promo codes, the partner area, and player
 * protection: its page, the reality check and the header's session timer.
 */
export const accountFeature: FeatureModule = {
  id: 'account',
  screens: {
    profileChangePassword: () => import('./routes/ChangePasswordScreen.tsx'),
    profileAdditional: () => import('./routes/AdditionalInfoScreen.tsx'),
    profilePromoCodes: () => import('./routes/PromoCodesScreen.tsx'),
    profileResponsibleGambling: () => import('./routes/ResponsibleGamblingScreen.tsx'),
    partner: () => import('./routes/PartnerScreen.tsx'),
  },
  locales: [
    {
      namespace: 'account',
      load: (tag) => import(`./locales/${tag}.json`) as Promise<{ default: object }>,
    },
    // The few words of the pieces on every page (reality check, session timer), without the
    // profile pages' catalogue.
    {
      namespace: 'accountShell',
      load: (tag) => import(`./shell/locales/${tag}.json`) as Promise<{ default: object }>,
    },
  ],
  shell: {
    profileFrame: () => import('./components/ProfileFrame.tsx'),
    overlay: () => import('./shell/RealityCheckShell.tsx'),
    headerStatus: () => import('./shell/SessionStatus.tsx'),
  },
};
