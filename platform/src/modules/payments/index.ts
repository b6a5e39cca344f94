import type { PlatformModule } from '../types.ts';

/** The payments domain of the demo platform; being built (issue 5). */
export const paymentsModule: PlatformModule = {
  name: 'payments',
};
