import { contentFeature } from '../features/content/index.ts';
import type { FeatureModule } from '../features/core/featureModule.ts';

/**
 * Every feature module the host assembles. Descriptors only point at lazy chunks, so this list
 * costs the first page almost nothing; a feature's screens, locales and shell pieces load when
 * first needed.
 */
export const featureModules: readonly FeatureModule[] = [contentFeature];

/** i18n namespaces of the features: loaded for the active language when a chunk first uses one. */
export const featureNamespaces = Object.fromEntries(
  featureModules.flatMap((feature) =>
    feature.locales ? [[feature.locales.namespace, feature.locales.load] as const] : [],
  ),
);
