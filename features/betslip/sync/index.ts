/** Mirrors this tab's slip to the signed-in player's server slip; mount once (the shell does). */
export { useServerBasketMirror } from './useServerBasketMirror.ts';
