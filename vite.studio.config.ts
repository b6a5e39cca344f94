import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { studioAssetsFolder, studioHtmlFile } from './platform/src/studioPage.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { sideEffectFreeBarrels } from './vite.config.ts';

/**
 * The brand studio's build (`npm run build`'s third step, decision 030): `studio.html` and its
 * chunks in `dist/studio-assets/`, beside the players' app, from the same sources (the design
 * system, the brand rules). A pass of its own rather than a second input of the app's build: in
 * one module graph the modules both pages import (React, the design system) must sit in chunks
 * both load, and the app's chunk groups (`boot`, `ui`...) would take studio modules into players'
 * chunks or players' boot code into the studio's. Apart, the players' chunks stay byte for byte
 * what they were, and the studio carries its own copy of what it uses.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), sideEffectFreeBarrels(), precompress()],
  build: {
    outDir: 'dist',
    // The app's build wrote dist/ first: this pass only adds its own files.
    emptyOutDir: false,
    assetsDir: studioAssetsFolder,
    sourcemap: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    cssCodeSplit: false,
    // One entry chunk of about 190 KB gzip (React, the design system, the brand rules with the
    // compiled schema) for an operator's laptop: the players' size budgets are not its own.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      input: { studio: studioHtmlFile },
    },
  },
});
