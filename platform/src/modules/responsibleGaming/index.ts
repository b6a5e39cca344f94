import type { PlatformModule } from '../types.ts';
import { responsibleGamingRoutes } from './routes.ts';

export { responsibleGamingCodes } from './codes.ts';
export {
  depositRefusal,
  exclusionRefusal,
  marketingRefusal,
  playRefusal,
  requireGambler,
  sendRefusal,
} from './enforcement.ts';
export { activeExclusion, applySignUpDefaults, isSelfExcluded } from './store.ts';

/**
 * Player protection: deposit, loss and session-time limits with a cooling-off for raises, reality
 * checks, time-out and self-exclusion, the activity statement, and the checks other modules call
 * before money moves. README.md documents every call and code.
 */
export const responsibleGamingModule: PlatformModule = {
  name: 'responsibleGaming',
  routes: (context) => (app, _options, done) => {
    void app.register(responsibleGamingRoutes(context));
    done();
  },
};
