import { accountFeature } from '../features/account/index.ts';
import { authFeature } from '../features/auth/index.ts';
import { contentFeature } from '../features/content/index.ts';
import { paymentsFeature } from '../features/payments/index.ts';
import {
  esportsFeature,
  liveFeature,
  resultsFeature,
  sportsFeature,
  totoFeature,
} from '../features/sports/index.ts';
import type { FeatureModule } from '../features/core/featureModule.ts';

/**
 * Every feature module the host assembles. Descriptors only point at lazy chunks, so this list
 * costs the first page almost nothing; a feature's screens, locales and shell pieces load when
 * first needed.
 */
export const featureModules: readonly FeatureModule[] = [
  contentFeature,
  authFeature,
  accountFeature,
  paymentsFeature,
  sportsFeature,
  liveFeature,
  esportsFeature,
  resultsFeature,
  totoFeature,
];

/** i18n namespaces of the features: loaded for the active language when a chunk first uses one. */
export const featureNamespaces = Object.fromEntries(
  featureModules.flatMap((feature) =>
    [feature.locales ?? []].flat().map(({ namespace, load }) => [namespace, load] as const),
  ),
);
