import type { UserRow } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { threadsWriting, watchThreadWrites } from '../../db/threadWrites.ts';
import { success } from '../../envelope.ts';
import { fromCents } from '../../money/ledger.ts';
import {
  currencyJackpotRows,
  jackpotTimer,
  jackpotView,
  wonJackpotViews,
  type JackpotRow,
} from '../casino/index.ts';
import { isMirrorAccount, mirrorRedirect, redirectEnvelope } from './mirror.ts';

/**
 * A player's answer around the jackpots: `head` + the jackpots of `currency` + `tail`, or a whole
 * answer that has none (a mirror account's redirect).
 */
type PlayerPart = { head: string; tail: string; currency: string } | { whole: string };

interface CurrencyJackpots {
  rows: JackpotRow[];
  /** The serialised views and the timers they were made with (timers count down by the clock). */
  shown?: { timers: string; json: string };
}

interface BalanceCache {
  players: Map<number, PlayerPart>;
  jackpots: Map<string, CurrencyJackpots>;
  dataVersion: () => number;
  seenDataVersion: number;
}

const caches = new WeakMap<PlatformDatabase, BalanceCache>();

/**
 * Cached parts are dropped by the database itself: temporary triggers (this connection's only;
 * nothing is written to the file) call back on every write to a player's row (balances, free
 * bets, ban, currency...), to their jackpot wins and to the jackpots, whichever code writes.
 * Another process writing the file (the sqlite3 CLI) moves `data_version`: everything is dropped.
 * The feed's tick thread moves it too, at every slice, but writes only the feed's events and odds:
 * its moves are taken as seen (`threadWrites`), so a tick keeps the players' answers. A move seen
 * when the thread starts still drops everything; another process writing while it ticks (tens of
 * ms every 3 s) goes unnoticed, until that player's next write.
 */
function cacheOf(database: PlatformDatabase): BalanceCache {
  const known = caches.get(database);
  if (known) return known;
  const dataVersion = database.prepare('PRAGMA data_version').pluck();
  const cache: BalanceCache = {
    players: new Map(),
    jackpots: new Map(),
    dataVersion: () => dataVersion.get() as number,
    seenDataVersion: 0,
  };
  cache.seenDataVersion = cache.dataVersion();
  watchThreadWrites(database, {
    begin: () => dropOnForeignWrites(cache),
    end: () => {
      cache.seenDataVersion = cache.dataVersion();
    },
  });
  database.function('balance_cache_forget_player', (userId: unknown) => {
    cache.players.delete(Number(userId));
    return null;
  });
  database.function('balance_cache_forget_jackpots', () => {
    cache.jackpots.clear();
    return null;
  });
  const forgetPlayer = (table: string, column: string) => `
    CREATE TEMP TRIGGER IF NOT EXISTS balance_cache_${table}_insert AFTER INSERT ON main.${table}
      BEGIN SELECT balance_cache_forget_player(NEW.${column}); END;
    CREATE TEMP TRIGGER IF NOT EXISTS balance_cache_${table}_update AFTER UPDATE ON main.${table}
      BEGIN SELECT balance_cache_forget_player(OLD.${column}), balance_cache_forget_player(NEW.${column}); END;
    CREATE TEMP TRIGGER IF NOT EXISTS balance_cache_${table}_delete AFTER DELETE ON main.${table}
      BEGIN SELECT balance_cache_forget_player(OLD.${column}); END;`;
  const forgetJackpots = ['INSERT', 'UPDATE', 'DELETE'].map(
    (change) => `
    CREATE TEMP TRIGGER IF NOT EXISTS balance_cache_jackpots_${change.toLowerCase()}
      AFTER ${change} ON main.casino_jackpots BEGIN SELECT balance_cache_forget_jackpots(); END;`,
  );
  database.exec(
    [
      forgetPlayer('users', 'id'),
      forgetPlayer('casino_jackpot_wins', 'user_id'),
      ...forgetJackpots,
    ].join('\n'),
  );
  caches.set(database, cache);
  return cache;
}

/** Drops everything when another connection committed since the last look (`data_version`). */
function dropOnForeignWrites(cache: BalanceCache): void {
  const dataVersion = cache.dataVersion();
  if (dataVersion === cache.seenDataVersion) return;
  cache.players.clear();
  cache.jackpots.clear();
  cache.seenDataVersion = dataVersion;
}

/** Stands for the jackpots while a player's part is serialised (never in a player's data). */
const jackpotsMark = '\u0000jackpots\u0000';

function playerPart(context: PlatformContext, user: UserRow): PlayerPart {
  // Code 20 (spec 7): a mirror account's money is on the other site; no credentials here.
  if (isMirrorAccount(user)) return { whole: JSON.stringify(redirectEnvelope(mirrorRedirect())) };
  const whole = JSON.stringify(
    success({
      balance: fromCents(user.balance_cents),
      bonus_balance: fromCents(user.bonus_balance_cents),
      is_banned: Boolean(user.is_banned),
      free_bets: { active: user.free_bets_active, inactive: user.free_bets_inactive },
      // The casino's jackpots in the player's currency and their wins not yet shown.
      jackpots: jackpotsMark,
      won_jackpots: wonJackpotViews(context.database, user.id, true),
    }),
  );
  const [head, tail, ...more] = whole.split(JSON.stringify(jackpotsMark));
  if (head === undefined || tail === undefined || more.length > 0) {
    throw new Error('The jackpots mark appeared in a player’s balance answer');
  }
  return { head, tail, currency: user.currency };
}

function jackpotsJson(context: PlatformContext, cache: BalanceCache, currency: string): string {
  let jackpots = cache.jackpots.get(currency);
  if (!jackpots) {
    jackpots = { rows: currencyJackpotRows(context, currency) };
    if (!context.database.inTransaction) cache.jackpots.set(currency, jackpots);
  }
  const now = context.clock.nowMs();
  const timers = jackpots.rows.map((row) => jackpotTimer(row, now)).join(',');
  if (jackpots.shown?.timers !== timers) {
    jackpots.shown = {
      timers,
      json: JSON.stringify(jackpots.rows.map((row) => jackpotView(row, now))),
    };
  }
  return jackpots.shown.json;
}

/**
 * GET /api/user/balance's answer (serialised) for a signed-in player, or undefined when the
 * account no longer exists. Players poll it every few seconds: the answer is kept per player and
 * per currency's jackpots until something writes them (`cacheOf`), so a poll costs the session
 * check and a string join. Never filled inside a transaction, whose writes may yet be undone.
 */
export function balanceAnswer(context: PlatformContext, userId: number): string | undefined {
  const { database } = context;
  const cache = cacheOf(database);
  if (!threadsWriting(database)) dropOnForeignWrites(cache);
  let part = cache.players.get(userId);
  if (!part) {
    const user = database.prepare('SELECT * FROM users WHERE id = ?').get(userId) as
      UserRow | undefined;
    if (!user) return undefined;
    part = playerPart(context, user);
    if (!database.inTransaction) cache.players.set(userId, part);
  }
  if ('whole' in part) return part.whole;
  return part.head + jackpotsJson(context, cache, part.currency) + part.tail;
}
