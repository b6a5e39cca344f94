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
  /**
   * Answers to the module's public GET calls that the server may draw into a cached page (the
   * landing pages' first screens): the same for every player, and never a number that moves (no
   * odds, balances or jackpots). `undefined` for a call it does not answer this way.
   */
  pageAnswers?(context: PlatformContext): PageAnswers;
  /** Background work (live ticks, jackpot growth, settlement); returns a stop function. */
  start?(context: PlatformContext): () => void;
}

/** The answer to `GET apiPath?query` as a page drawn on the server may carry it. */
export type PageAnswers = (apiPath: string, query: Readonly<Record<string, string>>) => unknown;
