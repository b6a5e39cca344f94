/*
 * The prerender module's entry (`npm run build` bundles it for Node into dist-prerender/): the
 * shell's frame every page carries, and the landing pages' first screens (decision 021).
 */
export { prerenderShell } from './prerenderShell.tsx';
export { firstScreenPaths, prerenderFirstScreen } from './prerenderFirstScreen.tsx';
