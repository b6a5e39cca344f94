/* The live screens in one chunk, for the same reasons as `sportsScreens.ts`. */
export { default as LiveScreen } from './live/routes/LiveScreen.tsx';
export { default as LiveSearchScreen } from './search/routes/LiveSearchScreen.tsx';
export { default as FullEventLiveScreen } from './event/routes/FullEventLiveScreen.tsx';
