/*
 * The pre-match screens in one chunk: they share nearly all their code (event rows, odds, tourney
 * sections), a player moves between them constantly, and one import in the descriptor keeps the
 * first page's preload table small (ARCHITECTURE.md initial-JS budget).
 */
export { default as TopEventsScreen } from './line/routes/TopEventsScreen.tsx';
export { default as LineScreen } from './line/routes/LineScreen.tsx';
export { default as FavouritesScreen } from './line/routes/FavouritesScreen.tsx';
export { default as UpcomingScreen } from './line/routes/UpcomingScreen.tsx';
export { default as LineSearchScreen } from './search/routes/LineSearchScreen.tsx';
export { default as FullEventLineScreen } from './event/routes/FullEventLineScreen.tsx';
