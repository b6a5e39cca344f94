import type { PlatformModule } from '../types.ts';

/** The integrations domain of the demo platform; being built (issue 5). */
export const integrationsModule: PlatformModule = {
  name: 'integrations',
};
