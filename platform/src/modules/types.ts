import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../context.ts';

/**
 * One domain of the demo platform (accounts, content, feed, bets, casino, payments). The server
 * seeds, routes and starts every module in `modules/index.ts`; each owns its schema file in
 * `db/schema/`, its folder and its tests.
 */
export interface PlatformModule {
  name: string;
  /** Fills an empty database with the module's demo data; must be idempotent and deterministic. */
  seed?(context: PlatformContext): void | Promise<void>;
  routes?(context: PlatformContext): FastifyPluginCallback;
  /** Background work (live ticks, jackpot growth, settlement); returns a stop function. */
  start?(context: PlatformContext): () => void;
}
