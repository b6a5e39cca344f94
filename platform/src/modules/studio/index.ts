import type { PlatformModule } from '../types.ts';
import { addOperator, demoOperator } from './operators.ts';
import { studioRoutes } from './routes.ts';

export { studioCodes } from './codes.ts';

/**
 * The brand studio's API: operator accounts and sessions (not players'), brand drafts, publishing
 * through the brands' pipeline, versions, roll-back, diffs and the audit log. README.md documents
 * every call and code.
 */
export const studioModule: PlatformModule = {
  name: 'studio',
  seed: (context) =>
    addOperator(context, demoOperator.email, demoOperator.password, demoOperator.roles),
  routes: studioRoutes,
};
