import type { PlatformModule } from '../types.ts';

/** The feed domain of the demo platform; being built (issue 5). */
export const feedModule: PlatformModule = {
  name: 'feed',
};
