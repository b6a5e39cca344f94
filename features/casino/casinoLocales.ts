/*
 * Where each casino namespace's translations are: kept out of the descriptor so the first page
 * carries one import for all the casino's namespaces instead of a table of twelve files.
 */
const loaders = {
  casino: (tag: string) => import(`./shared/locales/${tag}.json`),
  casinoLobby: (tag: string) => import(`./lobby/locales/${tag}.json`),
  casinoLaunch: (tag: string) => import(`./launch/locales/${tag}.json`),
  jackpots: (tag: string) => import(`./jackpots/locales/${tag}.json`),
  casinoSpecial: (tag: string) => import(`./special/locales/${tag}.json`),
  casinoVirtual: (tag: string) => import(`./virtual/locales/${tag}.json`),
} as const;

export type CasinoNamespace = keyof typeof loaders;

/** Every casino namespace (tests load them all). */
export const casinoNamespaces = Object.keys(loaders) as CasinoNamespace[];

export function loadCasinoNamespace(
  namespace: CasinoNamespace,
  tag: string,
): Promise<{ default: object }> {
  return loaders[namespace](tag) as Promise<{ default: object }>;
}
