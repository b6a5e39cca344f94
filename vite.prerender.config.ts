import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderEntry, prerenderFolderName } from './platform/src/brands/prerender.ts';
import { reactRouterProductionBuild, sideEffectFreeBarrels } from './vite.config.ts';

/**
 * The prerender build (`npm run build`'s second step): the module that draws each brand's first
 * frame in Node, with the same components and the same vanilla-extract class names as the app
 * (decision 021). One module, no chunks for players, no compressed copies.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), sideEffectFreeBarrels(), reactRouterProductionBuild()],
  build: {
    outDir: prerenderFolderName,
    ssr: prerenderEntry,
    target: 'node20',
    sourcemap: false,
    emptyOutDir: true,
    // One file: the platform imports it with a build stamp in its URL (to pick up a rebuild), and
    // chunks importing the entry by its plain name would get a second copy of every module, React
    // contexts included.
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
