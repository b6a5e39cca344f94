import type { PlatformModule } from '../types.ts';

/** The bets domain of the demo platform; being built (issue 5). */
export const betsModule: PlatformModule = {
  name: 'bets',
};
