import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveBrandId } from './brandFile.ts';
import { testPasswordCost } from './auth/passwords.ts';
import { defaultDatabasePath } from './db/database.ts';
import { createContext, seedPlatform, startPlatform } from './platform.ts';
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

const brandId = resolveBrandId(process.env.BRAND);
if (appDir && !existsSync(join(appDir, 'index.html'))) {
  console.warn('No built app in dist/: run `npm run build` (or `npm start`, which builds first).');
}

const context = createContext({
  brandId,
  databasePath: process.env.DATABASE ?? defaultDatabasePath,
});
// Demo balances are in the brand's default currency (the README lists the demo accounts).
await seedPlatform(context);
const stopBackgroundWork = startPlatform(context);

const server = await buildServer({
  brandId,
  appDir,
  context,
  logger: process.env.LOG_REQUESTS === '1',
  trustProxy,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopBackgroundWork();
    void server.close().then(() => {
      context.database.close();
      process.exit(0);
    });
  });
}

await server.listen({ port, host });
console.log(`Serving brand "${brandId}" on http://localhost:${port}`);
if (testPasswordCost(process.env)) {
  console.warn('PLATFORM_PASSWORD_COST=test: new password hashes are weak (test servers only).');
}
