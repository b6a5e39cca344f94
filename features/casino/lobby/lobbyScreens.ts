/*
 * The lobby's screens in one chunk: they share nearly all their code (catalogue hooks, tiles,
 * grids, filters), a player moves between them constantly, and one import in the descriptor keeps
 * the first page's preload table small (like features/sports/sportsScreens.ts). A provider's games
 * (tabs over its catalogue) load apart: the landing page would carry the tabs' code for nothing.
 */
export { default as CasinoHomeScreen } from './routes/CasinoHomeScreen.tsx';
export { default as LobbyScreen } from './routes/LobbyScreen.tsx';
export { default as ProvidersScreen } from './routes/ProvidersScreen.tsx';
export { default as CrashGamesScreen } from './routes/CrashGamesScreen.tsx';
