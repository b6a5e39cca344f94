/*
 * Where each sports namespace's translations are. Kept out of the descriptor file so the first
 * page carries one import for all eight namespaces instead of a table of 24 files.
 */
const loaders = {
  sports: (tag: string) => import(`./shared/locales/${tag}.json`),
  line: (tag: string) => import(`./line/locales/${tag}.json`),
  search: (tag: string) => import(`./search/locales/${tag}.json`),
  event: (tag: string) => import(`./event/locales/${tag}.json`),
  live: (tag: string) => import(`./live/locales/${tag}.json`),
  esports: (tag: string) => import(`./esports/locales/${tag}.json`),
  results: (tag: string) => import(`./results/locales/${tag}.json`),
  toto: (tag: string) => import(`./toto/locales/${tag}.json`),
} as const;

export type SportsNamespace = keyof typeof loaders;

export function loadSportsNamespace(
  namespace: SportsNamespace,
  tag: string,
): Promise<{ default: object }> {
  return loaders[namespace](tag) as Promise<{ default: object }>;
}
