export type LocaleModule = Promise<{ default: object }>;

/**
 * The host's own namespaces and where their files are: loaded together at boot, and read by the
 * prerendered shell, so both take their texts from the same files.
 */
export const hostNamespaces: Record<string, (tag: string) => LocaleModule> = {
  translation: (tag) => import(`../locales/${tag}.json`) as LocaleModule,
  screens: (tag) => import(`../screens/locales/${tag}.json`) as LocaleModule,
};
