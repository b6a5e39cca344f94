import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandFolder, readBrandFile, resolveBrandId } from './platform/src/brandFile.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { isStudioPath, studioHtmlFile } from './platform/src/studioPage.ts';

/** A translation file: `…/locales/es-ES.json`. */
const localeFile = /[\\/]locales[\\/]([\w-]+)\.json$/;

/** Locale files every page reads at boot. */
const bootLocaleFolders = /[\\/](host|features[\\/](betslip|content))[\\/]/;

/**
 * `-sports` for `features/sports/line/locales/es-ES.json`; empty for the boot set. The error
 * catalogue (`features/core/errors`) travels alone: it loads with the first notice or error.
 */
function localeArea(id: string): string {
  if (bootLocaleFolders.test(id)) return '';
  const feature = /[\\/]features[\\/]([\w-]+)[\\/]/.exec(id)?.[1];
  return feature ? `-${feature}` : '';
}

/** The libraries of the `framework` chunk. */
const frameworkModule =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|i18next-resources-to-backend|swr|dequal|use-sync-external-store|dayjs|@vanilla-extract[\\/](dynamic|recipes|private|sprinkles))[\\/]/;
/** Their parts no page needs before an interaction. */
const frameworkModuleNotAtBoot = /node_modules[\\/]swr[\\/]dist[\\/](infinite|mutation)[\\/]/;

const platformPort = Number(process.env.PLATFORM_PORT ?? 8081);

const assetTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

/**
 * Serves `/brand.json` and `/brand-assets/*` from `config/<BRAND>/` in dev and preview, so the
 * dev server boots the same way as `npm start`, where the platform serves them beside the build.
 */
function brandFile(): Plugin {
  const brandId = resolveBrandId(process.env.BRAND);
  const middleware = (
    req: { url?: string },
    res: { setHeader(name: string, value: string): void; end(body: string | Buffer): void },
    next: () => void,
  ) => {
    const path = decodeURIComponent(req.url?.split('?')[0] ?? '');
    if (path === '/brand.json') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      return res.end(readBrandFile(brandId));
    }
    if (path.startsWith('/brand-assets/')) {
      const folder = brandFolder(brandId);
      const file = normalize(join(folder, path.slice('/brand-assets/'.length)));
      const type = assetTypes[extname(file)];
      if (type && file.startsWith(folder + sep) && existsSync(file) && statSync(file).isFile()) {
        res.setHeader('Content-Type', type);
        return res.end(readFileSync(file));
      }
    }
    return next();
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

/**
 * `npm run dev` opens the brand studio at /studio as the platform serves it: its page loads are
 * answered with studio.html (its own entry), not the players' index.html. Module requests under
 * /studio/ (the studio's sources) are left to Vite.
 */
function studioDevPage(): Plugin {
  return {
    name: 'studio-dev-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const pageLoad = req.headers.accept?.includes('text/html') && !/\.\w+$/.test(path);
        if (pageLoad && isStudioPath(path)) req.url = `/${studioHtmlFile}`;
        next();
      });
    },
  };
}

/**
 * The design system's barrels only re-export. Flagged free of side effects, the bundler links each
 * import straight to the component module, so a component used only by a lazy chunk (the toast
 * region, the carousel) ships in that chunk instead of in one shared chunk the first page loads.
 * Only the barrels: component modules import their CSS, which must never be dropped.
 */
export function sideEffectFreeBarrels(): Plugin {
  const barrels = ['/design-system/index.ts', '/design-system/overlays.ts'];
  return {
    name: 'side-effect-free-barrels',
    transform(code, id) {
      if (barrels.some((barrel) => id.endsWith(barrel))) return { code, moduleSideEffects: false };
      return undefined;
    },
  };
}

/**
 * React Router 7's package exports only its development build (warnings on, checks and their
 * messages in the bundle), whatever the mode: a known upstream issue (remix-run/react-router
 * #12532, #14102). Its production build ships beside it; a production build of the app uses it.
 */
export function reactRouterProductionBuild(): Plugin {
  const production = (file: string) =>
    fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  return {
    name: 'react-router-production-build',
    apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: production('index.mjs') },
          { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
        ],
      },
    }),
  };
}

/**
 * Boot imports the feature list beside the brand file (decision 008). Announced in the page as
 * module preloads, it downloads with the entry instead of after it: one round trip less before
 * the first paint on a phone network (decision 009). (The brand validator is no longer among
 * them: brands are validated when they are published, not in players' browsers.)
 */
function bootChunkPreloads(): Plugin {
  const bootModules = ['host/features.ts'];
  return {
    name: 'boot-chunk-preloads',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        // A chunk and its static imports, transitively.
        const closure = (fileName: string, files = new Set<string>()) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return files;
          files.add(fileName);
          for (const imported of chunk.imports) closure(imported, files);
          return files;
        };
        const chunks = Object.values(bundle).flatMap((chunk) =>
          chunk.type === 'chunk' ? [chunk] : [],
        );
        const entryFiles = new Set(
          chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]),
        );
        const bootFiles = chunks
          .filter((chunk) => {
            const id = chunk.facadeModuleId?.split(sep).join('/');
            return id !== undefined && bootModules.some((module) => id.endsWith(`/${module}`));
          })
          .flatMap((chunk) => [...closure(chunk.fileName)]);
        return [...new Set(bootFiles)]
          .filter((file) => !entryFiles.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    brandFile(),
    studioDevPage(),
    sideEffectFreeBarrels(),
    reactRouterProductionBuild(),
    bootChunkPreloads(),
    precompress(),
  ],
  optimizeDeps: {
    // vanilla-extract's compiled styles import these runtimes, which the dependency scan cannot
    // see in `.css.ts` sources: found only once a page runs, they made a cold `npm run dev`
    // re-optimize and reload the page a second time.
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/dynamic',
    ],
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${platformPort}`, changeOrigin: false },
      // The platform's demo pages (games, checkout, embedded sportsbooks) the app links and frames.
      '/demo': { target: `http://127.0.0.1:${platformPort}`, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // Every browser the es2022 target reaches supports modulepreload: the polyfill would only
    // cost the first page (decision 006 addendum).
    modulePreload: { polyfill: false },
    // All of the app's CSS is about 10 KB gzip: one stylesheet costs the first page one request
    // instead of one per component chunk (decision 009).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every page runs on (the framework, data fetching, dates) travel as
              // one chunk: split into many small shared chunks (as lazy features multiply), each
              // paid its own gzip overhead and request on every page. Only what pages run before
              // any interaction: immer (the live feed's merges) and SWR's infinite and mutation
              // hooks go with the screens that use them.
              name: 'framework',
              test: (id) => frameworkModule.test(id) && !frameworkModuleNotAtBoot.test(id),
              priority: 30,
            },
            {
              // The app's modules the entry imports statically stay in the entry: a group below
              // would otherwise take the ones it shares with lazy chunks (the design system's
              // base, the API client), and the entry would import that whole group at boot.
              name: 'boot',
              test: /^(?!.*node_modules)/,
              tags: ['$initial'],
              priority: 25,
            },
            {
              // Translations travel by language and area: the boot set every page reads (host,
              // slip, content) in one file, each feature area's in one more, so a page downloads
              // its own texts instead of every screen's (a third of the former single file).
              name: (id) => {
                const language = localeFile.exec(id)?.[1];
                return language ? `locales-${language}${localeArea(id)}` : null;
              },
              test: localeFile,
              priority: 20,
            },
            {
              // The shell's pieces that every page mounts after its first paint (notifications,
              // session, slip button, info modals, footer, the reality check's switch): lazy so the
              // first paint does not wait for them, and one file instead of one request each.
              // Higher than the design-system groups below, so the helpers they share
              // (controllable state, refs) stay here. The app-open handlers are not among them:
              // they load only with a query string. The header's session timer and the reality
              // check's own work are signed-in players' only, so they stay in chunks of their own.
              name: 'shell-pieces',
              test: /[\\/](host[\\/]shell[\\/](NotificationsRegion|Footer)|features[\\/]core[\\/]session[\\/]SessionController|features[\\/]betslip[\\/]shell[\\/]BetslipShell|features[\\/]infoModals[\\/]InfoModalsOverlay|features[\\/]account[\\/]shell[\\/]RealityCheckShell)\.tsx$/,
              priority: 15,
            },
            {
              // Design-system parts a few screens use, kept out of `ui` (which every page loads)
              // so that a page downloads them only when it shows them: the base fields (the
              // lobby's and the line's search, the sports filters), the sign-up and profile
              // fields (the phone field with its masks and country list, password, date,
              // checkbox) and the tabs with Radix Tabs and its roving focus (9 KB gzip).
              name: 'ui-fields',
              test: /[\\/]design-system[\\/]components[\\/](Form|TextField|SearchField|Select|private[\\/]FieldFrame)[\\/]/,
              minShareCount: 2,
              priority: 14,
            },
            {
              name: 'ui-forms',
              test: /[\\/]design-system[\\/]components[\\/](PhoneField|PasswordField|DateField|Checkbox)[\\/]/,
              minShareCount: 2,
              priority: 13,
            },
            {
              name: 'ui-tabs',
              test: /[\\/]design-system[\\/]components[\\/]Tabs[\\/]/,
              minShareCount: 2,
              priority: 12,
            },
            {
              // App modules four or more lazy chunks share (design-system components, core
              // helpers, feature parts several screens use): one chunk instead of dozens of
              // files under 1 KB. Modules fewer chunks share stay with them.
              name: 'ui',
              test: /^(?!.*node_modules).*[\\/](design-system|features|host)[\\/]/,
              minShareCount: 4,
              priority: 10,
            },
            {
              // Casino modules two screens share (tiles, grids, the catalogue, jackpots): one
              // file instead of a dozen under 1 KB on the landing page and live casino.
              name: 'casino-shared',
              test: /^(?!.*node_modules).*[\\/]features[\\/]casino[\\/]/,
              minShareCount: 2,
              priority: 9,
            },
          ],
        },
      },
    },
  },
});
