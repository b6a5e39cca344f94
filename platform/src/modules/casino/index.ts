import type { PlatformModule } from '../types.ts';

/** The casino domain of the demo platform; being built (issue 5). */
export const casinoModule: PlatformModule = {
  name: 'casino',
};
