import type { Clock } from './clock.ts';
import type { PlatformDatabase } from './db/database.ts';
import type { ResolvedResponsibleGambling } from '../../schemas/responsibleGambling.ts';
import type { Random } from './random.ts';

/** What the serving brand means for the platform: seed currency, languages, bans, age, stakes. */
export interface BrandFacts {
  id: string;
  defaultCurrency: string;
  currencies: string[];
  defaultLanguage: string;
  languages: string[];
  bannedProviders: string[];
  /**
   * brand.json `responsibleGambling.minimumAge`: sign-up and profile refuse a younger birth date
   * (code 240).
   */
  minimumAge: number;
  /** brand.json `responsibleGambling`, its preset resolved (limits, cooling-off, exclusions). */
  responsibleGambling: ResolvedResponsibleGambling;
  /**
   * The brand file's stake limits (`limits.bets`), in its default currency: the settings, the
   * slip's limits and placement all use them there (`content/limits.ts`, `betLimitsFor`).
   */
  stakeLimits: { default?: number; min?: number; max?: number };
  /**
   * The currency the brand's free-bet campaign pays in (`campaigns.freeBets.currency`, the spec's
   * TMT when left out): only players holding it earn free bets.
   */
  freeBetCurrency: string;
}

/** Everything a platform module needs, built once at start and passed to every module. */
export interface PlatformContext {
  database: PlatformDatabase;
  clock: Clock;
  /** Seeded from PLATFORM_SEED; modules `fork` their own stream. */
  random: Random;
  brand: BrandFacts;
  /**
   * Dev conveniences (mailbox, clock control): off unless PLATFORM_DEV_ENDPOINTS=1, and even then
   * for loopback callers only (`devEndpoints.ts`). The outbox keeps message texts only when on.
   */
  devEndpoints: boolean;
  /**
   * The folder of the brands' folders (`CONFIG_DIR`, the repository's `config/` by default): the
   * studio edits and publishes the brands in it.
   */
  configDir?: string;
}
