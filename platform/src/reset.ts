import { listBrandIds, resolveBrandId } from './brandFile.ts';
import { brandDatabasePath, removeDatabaseFiles } from './db/database.ts';
import { createContext, seedPlatform } from './platform.ts';

/**
 * `npm run platform:reset`: deletes the demo databases and seeds them afresh with PLATFORM_SEED:
 * BRAND's (DATABASE, default platform/.data/demo.sqlite), or without BRAND every brand's, named
 * as `npm start` names them when it serves every brand.
 */
const singleBrand = process.env.BRAND?.trim() ? resolveBrandId(process.env.BRAND) : undefined;
for (const brandId of singleBrand ? [singleBrand] : listBrandIds()) {
  const databasePath = brandDatabasePath(brandId, {
    configured: process.env.DATABASE,
    severalBrands: !singleBrand,
  });
  if (databasePath !== ':memory:') removeDatabaseFiles(databasePath);
  const context = createContext({ brandId, databasePath });
  await seedPlatform(context);
  context.database.close();
  console.log(`Demo database ${databasePath} re-seeded for brand "${brandId}".`);
}
