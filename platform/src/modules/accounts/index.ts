import type { PlatformModule } from '../types.ts';
import { blocklistRoutes } from './blocklist.ts';
import { userRoutes } from './routes.ts';
import { seedAccounts } from './seed.ts';

/** Accounts: sign-in, sessions, check, balance, blocklist (casino-and-account spec, section 7). */
export const accountsModule: PlatformModule = {
  name: 'accounts',
  seed: seedAccounts,
  routes: (context) => (app, _options, done) => {
    void app.register(userRoutes(context));
    void app.register(blocklistRoutes(context));
    done();
  },
};
