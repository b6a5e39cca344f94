/*
 * The virtual games' screens in one chunk: they share the tiles, lists and launch code, and a
 * player moves between them (like lobby/lobbyScreens.ts). BetRadarScreen serves both /bet-radar
 * and /virtual-games/bet-radar.
 */
export { default as VirtualGamesScreen } from './routes/VirtualGamesScreen.tsx';
export { default as GoldenRaceScreen } from './routes/GoldenRaceScreen.tsx';
export { default as GoldenRaceGameScreen } from './routes/GoldenRaceGameScreen.tsx';
export { default as BetRadarScreen } from './routes/BetRadarScreen.tsx';
