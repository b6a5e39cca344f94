import { QueueFullError } from '../../auth/passwords.ts';
import { failure } from '../../envelope.ts';
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
    // A full password-hashing queue is load, not a fault: "busy, try again" with Retry-After.
    // Every other error goes on to the server's handler.
    app.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof QueueFullError)) throw error;
      return reply.code(503).header('retry-after', 1).send(failure(error.message, 503));
    });
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
