import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { readBrandFile, resolveBrandId } from './platform/src/brandFile.ts';

const platformPort = Number(process.env.PLATFORM_PORT ?? 8081);

/**
 * Serves `/brand.json` from `config/<BRAND>/brand.json` in dev and preview, so the dev server
 * boots the same way as `npm start`, where the platform serves that file beside the build.
 */
function brandFile(): Plugin {
  const brandId = resolveBrandId(process.env.BRAND);
  const middleware = (
    req: { url?: string },
    res: { setHeader(name: string, value: string): void; end(body: string): void },
    next: () => void,
  ) => {
    if (req.url?.split('?')[0] !== '/brand.json') return next();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(readBrandFile(brandId));
  };
  return {
    name: 'brand-file',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), brandFile()],
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${platformPort}`, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
  },
});
