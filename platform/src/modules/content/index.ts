import type { PlatformModule } from '../types.ts';

/** The content domain of the demo platform; being built (issue 5). */
export const contentModule: PlatformModule = {
  name: 'content',
};
