import { resolveBrandId } from './brandFile.ts';
import { defaultDatabasePath, removeDatabaseFiles } from './db/database.ts';
import { createContext, seedPlatform } from './platform.ts';

/**
 * `npm run platform:reset`: deletes the demo database (DATABASE, default
 * platform/.data/demo.sqlite) and seeds it afresh for BRAND with PLATFORM_SEED.
 */
const databasePath = process.env.DATABASE ?? defaultDatabasePath;
if (databasePath !== ':memory:') removeDatabaseFiles(databasePath);
const context = createContext({ brandId: resolveBrandId(process.env.BRAND), databasePath });
await seedPlatform(context);
context.database.close();
console.log(`Demo database ${databasePath} re-seeded for brand "${context.brand.id}".`);
