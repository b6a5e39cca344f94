import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { brandsRoot, DEFAULT_BRAND_ID, listBrandIds, resolveBrandId } from './brandFile.ts';
import { readBrandHosts } from './brandHosts.ts';
import { testPasswordCost } from './auth/passwords.ts';
import type { PlatformContext } from './context.ts';
import { brandDatabasePath } from './db/database.ts';
import { createContext, seedPlatform, startPlatform } from './platform.ts';
import { hostServer, tlsFilesFrom } from './hostServer.ts';
import { loopStatsFromEnvironment } from './loopStats.ts';
import { buildServer } from './server.ts';
import { parseTrustProxy } from './trustProxy.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// In `npm run dev` Vite serves the app and proxies /api here, so the platform serves only the API.
const apiOnly = process.env.PLATFORM_API_ONLY === '1';
const appDir = apiOnly ? undefined : (process.env.APP_DIR ?? join(repoRoot, 'dist'));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
// Read before anything starts, so a malformed value stops the server at once.
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
// With a certificate the platform speaks HTTPS with HTTP/2 itself (README, "Serving").
const tls = tlsFilesFrom(process.env, (path) => readFileSync(path));
const scheme = tls ? 'https' : 'http';

// BRAND serves that one brand on every host name; without it, every brand of CONFIG_DIR is served
// by the request's host name (server.json, or <id>.localhost).
const singleBrand = process.env.BRAND?.trim() ? resolveBrandId(process.env.BRAND) : undefined;
const brandIds = singleBrand ? [singleBrand] : listBrandIds();
if (brandIds.length === 0) throw new Error(`No brand folders with a brand.json in ${brandsRoot}.`);
if (appDir && !existsSync(join(appDir, 'index.html'))) {
  console.warn('No built app in dist/: run `npm run build` (or `npm start`, which builds first).');
}

interface ServedBrand {
  context: PlatformContext;
  app: FastifyInstance;
  stop: () => void;
}

const served = new Map<string, ServedBrand>();
for (const brandId of brandIds) {
  const databasePath = brandDatabasePath(brandId, {
    configured: process.env.DATABASE,
    severalBrands: !singleBrand,
  });
  const context = createContext({ brandId, databasePath });
  // Demo balances are in the brand's default currency (the README lists the demo accounts).
  await seedPlatform(context);
  const stop = startPlatform(context);
  const app = await buildServer({
    brandId,
    appDir,
    context,
    logger: process.env.LOG_REQUESTS === '1',
    trustProxy,
  });
  await app.ready();
  served.set(brandId, { context, app, stop });
}

const hosts = singleBrand
  ? { brandFor: () => singleBrand }
  : readBrandHosts(brandsRoot, brandIds, DEFAULT_BRAND_ID);
const apps = new Map([...served].map(([brandId, { app }]) => [brandId, app]));
const server = tls ? hostServer(apps, hosts, tls) : hostServer(apps, hosts);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void Promise.all(
      [...served.values()].map(async ({ app, context, stop }) => {
        stop();
        await app.close();
        context.database.close();
      }),
    ).then(() => process.exit(0));
  });
}

// The bench's event-loop measure (BENCH_LOOP_STATS): from here on, seeding and start-up excluded.
loopStatsFromEnvironment(process.env);

server.listen(port, host, () => {
  if (singleBrand) {
    console.log(`Serving brand "${singleBrand}" on ${scheme}://localhost:${port}`);
  } else {
    console.log(`Serving ${brandIds.length} brands on port ${port}:`);
    for (const brandId of brandIds)
      console.log(`  ${brandId}: ${scheme}://${brandId}.localhost:${port}`);
    console.log(`  any other host name: brand "${hosts.brandFor(undefined)}"`);
  }
  if (testPasswordCost(process.env)) {
    console.warn('PLATFORM_PASSWORD_COST=test: new password hashes are weak (test servers only).');
  }
});
