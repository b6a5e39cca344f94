import { clockFromEnvironment, type Clock } from './clock.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import { resolveResponsibleGambling } from '../../schemas/responsibleGambling.ts';
import { readBrandFile } from './brandFile.ts';
import type { BrandFacts, PlatformContext } from './context.ts';
import { openDatabase } from './db/database.ts';
import { devEndpointsFromEnvironment } from './devEndpoints.ts';
import { demoAccounts } from './modules/accounts/seed.ts';
import { platformModules } from './modules/index.ts';
import { credit, debit } from './money/ledger.ts';
import { createRandom, seedFromEnvironment } from './random.ts';

interface BrandFileShape {
  id?: string;
  currencies?: { default?: string; enabled?: string[] };
  languages?: { default?: string; enabled?: string[] };
  bannedProviders?: string[];
  responsibleGambling?: Brand['responsibleGambling'];
  limits?: { bets?: { default?: number; min?: number; max?: number } };
  campaigns?: { freeBets?: { currency?: string } };
}

/** The parts of a brand file the platform acts on (it is validated by the app, not here). */
export function brandFacts(brandId: string, configDir?: string): BrandFacts {
  const brand = JSON.parse(readBrandFile(brandId, configDir)) as BrandFileShape;
  const defaultCurrency = brand.currencies?.default ?? 'CLP';
  const defaultLanguage = brand.languages?.default ?? 'es-es';
  // Published brands carry it resolved already; resolving again is a no-op and keeps old files working.
  const responsibleGambling = resolveResponsibleGambling(brand.responsibleGambling);
  return {
    id: brandId,
    defaultCurrency,
    currencies: brand.currencies?.enabled ?? [defaultCurrency],
    defaultLanguage,
    languages: brand.languages?.enabled ?? [defaultLanguage],
    bannedProviders: brand.bannedProviders ?? [],
    minimumAge: responsibleGambling.minimumAge,
    responsibleGambling,
    stakeLimits: stakeLimitsOf(brand.limits?.bets),
    freeBetCurrency: brand.campaigns?.freeBets?.currency ?? 'TMT',
  };
}

/** The brand's stake limits as written: only numbers (the app validates the file, not here). */
function stakeLimitsOf(bets: Record<string, unknown> | undefined): BrandFacts['stakeLimits'] {
  const limits: BrandFacts['stakeLimits'] = {};
  for (const name of ['default', 'min', 'max'] as const) {
    const value = bets?.[name];
    if (typeof value === 'number' && Number.isFinite(value)) limits[name] = value;
  }
  return limits;
}

export interface PlatformOptions {
  brandId: string;
  databasePath: string;
  seed?: number | string;
  clock?: Clock;
  /** Default: on only with PLATFORM_DEV_ENDPOINTS=1. */
  devEndpoints?: boolean;
  /** CONFIG_DIR; the repository's `config/` (brandFile.ts) by default. */
  configDir?: string;
}

/** Opens the database and builds the context every module receives. */
export function createContext(options: PlatformOptions): PlatformContext {
  return {
    database: openDatabase(options.databasePath),
    clock: options.clock ?? clockFromEnvironment(process.env),
    random: createRandom(options.seed ?? seedFromEnvironment(process.env)),
    brand: brandFacts(options.brandId, options.configDir),
    devEndpoints: options.devEndpoints ?? devEndpointsFromEnvironment(process.env),
    configDir: options.configDir,
  };
}

/** Runs every module's seed in order; each seeds only what is missing, so restarts keep data. */
export async function seedPlatform(context: PlatformContext): Promise<void> {
  const fresh = userCount(context) === 0;
  for (const module of platformModules) await module.seed?.(context);
  if (fresh) settleDemoBalances(context);
}

function userCount(context: PlatformContext): number {
  return (
    context.database.prepare('SELECT COUNT(*) AS count FROM users').get() as { count: number }
  ).count;
}

/**
 * Seeded history (coupons, spins, payments) moves the demo accounts' money; a newcomer must
 * still find the balances the README promises, so a last ledger movement evens them out.
 */
function settleDemoBalances(context: PlatformContext): void {
  const { database } = context;
  const at = context.clock.now();
  const balanceOf = database.prepare(
    'SELECT id, balance_cents AS cents FROM users WHERE email = ?',
  );
  database.transaction(() => {
    for (const account of demoAccounts) {
      const row = balanceOf.get(account.login) as { id: number; cents: number } | undefined;
      if (!row) continue;
      const difference = account.balance * 100 - row.cents;
      const movement = { userId: row.id, cents: Math.abs(difference), kind: 'seed' as const, at };
      if (difference > 0) credit(database, movement);
      if (difference < 0) debit(database, movement);
    }
  })();
}

/** Starts every module's background work; the returned function stops it all. */
export function startPlatform(context: PlatformContext): () => void {
  const stops = platformModules.flatMap((module) => module.start?.(context) ?? []);
  return () => {
    for (const stop of stops) stop();
  };
}
