/**
 * Live-table tokens (spec, sections 7 and 8; integrations README, section 4): one adapter per
 * provider, the hook that opens a table with its processing flag, and the fiable table list.
 */
export { betgamesTables } from './betgames.ts';
export { ezugiTables } from './ezugi.ts';
export { fiableTables } from './fiable.ts';
export { listFiableTables } from './fiable.ts';
export type { FiableTable } from './fiable.ts';
export { tvbetTables } from './tvbet.ts';
export { fetchTvBetToken } from './tvbet.ts';
export type { TvBetToken } from './tvbet.ts';
export { safeGameUrl } from './safeGameUrl.ts';
export { useLiveTableLaunch } from './useLiveTableLaunch.ts';
export type { LiveTableLaunch, LiveTableLaunchOptions } from './useLiveTableLaunch.ts';
export { useFiableTables } from './useFiableTables.ts';
export { LiveTableError } from './types.ts';
export type {
  LiveTableProblem,
  LiveTableProvider,
  LiveTableProviderKey,
  LiveTablesContext,
} from './types.ts';
