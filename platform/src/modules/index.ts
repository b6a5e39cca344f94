import { accountsModule } from './accounts/index.ts';
import { betsModule } from './bets/index.ts';
import { casinoModule } from './casino/index.ts';
import { contentModule } from './content/index.ts';
import { devModule } from './dev/index.ts';
import { feedModule } from './feed/index.ts';
import { integrationsModule } from './integrations/index.ts';
import { paymentsModule } from './payments/index.ts';
import { responsibleGamingModule } from './responsibleGaming/index.ts';
import { studioModule } from './studio/index.ts';
import type { PlatformModule } from './types.ts';

/** Every domain of the demo platform, in seeding order (accounts first: others refer to users). */
export const platformModules: readonly PlatformModule[] = [
  accountsModule,
  contentModule,
  feedModule,
  betsModule,
  casinoModule,
  integrationsModule,
  paymentsModule,
  responsibleGamingModule,
  studioModule,
  devModule,
];
