/*
 * The lobby's screens in one chunk: they share nearly all their code (catalogue hooks, tiles,
 * grids, filters), a player moves between them constantly, and one import in the descriptor keeps
 * the first page's preload table small (like features/sports/sportsScreens.ts).
 */
export { default as CasinoHomeScreen } from './routes/CasinoHomeScreen.tsx';
export { default as LobbyScreen } from './routes/LobbyScreen.tsx';
export { default as ProviderGamesScreen } from './routes/ProviderGamesScreen.tsx';
export { default as ProvidersScreen } from './routes/ProvidersScreen.tsx';
export { default as CrashGamesScreen } from './routes/CrashGamesScreen.tsx';
