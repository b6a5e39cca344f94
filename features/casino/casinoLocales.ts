/*
 * Where each casino namespace's translations are: kept out of the descriptor so the first page
 * carries one import for the four namespaces instead of a table of twelve files.
 */
const loaders = {
  casino: (tag: string) => import(`./shared/locales/${tag}.json`),
  casinoLobby: (tag: string) => import(`./lobby/locales/${tag}.json`),
  casinoLaunch: (tag: string) => import(`./launch/locales/${tag}.json`),
  jackpots: (tag: string) => import(`./jackpots/locales/${tag}.json`),
} as const;

export type CasinoNamespace = keyof typeof loaders;

export function loadCasinoNamespace(
  namespace: CasinoNamespace,
  tag: string,
): Promise<{ default: object }> {
  return loaders[namespace](tag) as Promise<{ default: object }>;
}
