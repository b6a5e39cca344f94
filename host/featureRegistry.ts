import type { FeatureLocales, FeatureModule } from '../features/core/featureModule.ts';

/*
 * The feature descriptors reach the host as one lazy chunk that boot loads beside the brand file,
 * not inside the entry: every `import()` a descriptor holds costs its module-preload table, and
 * with a dozen features those tables alone would crowd the first page's JS budget (decision 008).
 * Boot installs the list before the first render, so the shell and the router read it
 * synchronously.
 */

let installed: readonly FeatureModule[] | undefined;

export function loadFeatures(): Promise<readonly FeatureModule[]> {
  return import('./features.ts').then((module) => module.featureModules);
}

export function installFeatures(features: readonly FeatureModule[]): void {
  installed = features;
}

/** The installed features; boot (or a test's setup) installs them before anything renders. */
export function installedFeatures(): readonly FeatureModule[] {
  if (!installed) throw new Error('Feature modules are read before boot installed them');
  return installed;
}

/** i18n namespaces of the installed features, each with the loader of its translations. */
export function featureNamespaces(): Readonly<Record<string, FeatureLocales['load']>> {
  return Object.fromEntries(
    installedFeatures().flatMap((feature) =>
      [feature.locales ?? []].flat().map(({ namespace, load }) => [namespace, load] as const),
    ),
  );
}

/** The first installed feature's shell piece of a kind (each kind has one owner). */
export function shellPiece<K extends keyof NonNullable<FeatureModule['shell']>>(
  kind: K,
): NonNullable<FeatureModule['shell']>[K] | undefined {
  return installedFeatures().find((feature) => feature.shell?.[kind])?.shell?.[kind];
}
