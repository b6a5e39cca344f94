import type { PlatformModule } from '../types.ts';
import { accountExtrasRoutes } from './accountExtrasRoutes.ts';
import { blocklistRoutes } from './blocklist.ts';
import { emailVerificationRoutes } from './emailVerification.ts';
import { mailboxRoutes } from './mailboxRoutes.ts';
import { passwordRoutes } from './passwordRoutes.ts';
import { phoneRestoreRoutes } from './phoneRestoreRoutes.ts';
import { phoneSignupRoutes } from './phoneSignupRoutes.ts';
import { profileRoutes } from './profileRoutes.ts';
import { userRoutes } from './routes.ts';
import { seedAccounts } from './seed.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { signupRoutes } from './signupRoutes.ts';

/**
 * Accounts: sign-in, sign-up (e-mail, phone, one-click), sessions, balance, recovery, e-mail
 * verification, profile, blocklist, and the dev mailbox (casino-and-account spec, section 7).
 */
export const accountsModule: PlatformModule = {
  name: 'accounts',
  seed: seedAccounts,
  routes: (context) => (app, _options, done) => {
    for (const routes of [
      userRoutes,
      sessionRoutes,
      signupRoutes,
      phoneSignupRoutes,
      passwordRoutes,
      phoneRestoreRoutes,
      emailVerificationRoutes,
      profileRoutes,
      accountExtrasRoutes,
      blocklistRoutes,
      mailboxRoutes,
    ]) {
      void app.register(routes(context));
    }
    done();
  },
};
