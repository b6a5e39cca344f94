import { hashPassword } from '../../auth/passwords.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { expect } from 'vitest';
import type { TestEnvelope, TestPlatform, TestRequests } from '../../testing.ts';

/**
 * Test fixtures in the shared feed tables: the bets tests never depend on the feed module's
 * seed. Ids start high so they never meet the feed's own events.
 */
export interface FixtureEvent {
  id: number;
  status?: number;
  stopped?: number;
  /** Minutes from the platform clock's now (negative: already started). */
  startsInMinutes?: number;
  sportId?: number;
  tourneyId?: number;
  team1?: string;
  team2?: string;
  score?: [number, number];
}

export function insertEvent(database: PlatformDatabase, nowMs: number, event: FixtureEvent): void {
  database
    .prepare(
      `INSERT INTO feed_events (id, sport_id, country_id, tourney_id, team1, team2, starts_at,
         status, stopped, score1, score2)
       VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      event.id,
      event.sportId ?? 1,
      event.tourneyId ?? 990_001,
      event.team1 ?? `Home ${event.id}`,
      event.team2 ?? `Away ${event.id}`,
      new Date(nowMs + (event.startsInMinutes ?? 120) * 60_000).toISOString(),
      event.status ?? 0,
      event.stopped ?? 0,
      event.score?.[0] ?? null,
      event.score?.[1] ?? null,
    );
}

export interface FixtureOdd {
  eventId: number;
  groupId?: number;
  type?: number;
  size?: number;
  rate: number;
  blocked?: number;
  result?: number;
}

/** Inserts an odd and returns its id '<eventId>_<groupId>.<type>[.<size>]'. */
export function insertOdd(database: PlatformDatabase, odd: FixtureOdd): string {
  const groupId = odd.groupId ?? 1;
  const type = odd.type ?? 1;
  const id = `${odd.eventId}_${groupId}.${type}${odd.size === undefined ? '' : `.${odd.size}`}`;
  database
    .prepare(
      `INSERT INTO feed_odds (id, event_id, group_id, type, size, rate, blocked, result)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      odd.eventId,
      groupId,
      type,
      odd.size ?? null,
      odd.rate,
      odd.blocked ?? 0,
      odd.result ?? null,
    );
  return id;
}

export function setOdd(
  database: PlatformDatabase,
  id: string,
  change: { rate?: number; blocked?: number; result?: number | null },
): void {
  const current = database
    .prepare('SELECT rate, blocked, result FROM feed_odds WHERE id = ?')
    .get(id) as {
    rate: number;
    blocked: number;
    result: number | null;
  };
  database
    .prepare('UPDATE feed_odds SET rate = ?, blocked = ?, result = ? WHERE id = ?')
    .run(
      change.rate ?? current.rate,
      change.blocked ?? current.blocked,
      change.result === undefined ? current.result : change.result,
      id,
    );
}

export function setEvent(
  database: PlatformDatabase,
  id: number,
  change: { status?: number; stopped?: number; score?: [number, number] },
): void {
  if (change.status !== undefined) {
    database.prepare('UPDATE feed_events SET status = ? WHERE id = ?').run(change.status, id);
  }
  if (change.stopped !== undefined) {
    database.prepare('UPDATE feed_events SET stopped = ? WHERE id = ?').run(change.stopped, id);
  }
  if (change.score) {
    database
      .prepare('UPDATE feed_events SET score1 = ?, score2 = ? WHERE id = ?')
      .run(change.score[0], change.score[1], id);
  }
}

/** Finishes an event: every listed odd gets its result (34 won, 4 lost, 322 returned). */
export function finishEvent(
  database: PlatformDatabase,
  eventId: number,
  results: Record<string, number>,
  score: [number, number] = [2, 1],
): void {
  setEvent(database, eventId, { status: 2, score });
  for (const [id, result] of Object.entries(results)) setOdd(database, id, { result });
}

export interface Bettor {
  id: number;
  cookie: string;
}

let bettorCount = 0;

/** A fresh player (role 0) with the given money, signed in. */
export async function createBettor(
  platform: TestPlatform,
  money: { balance?: number; bonus?: number; freeBets?: number; currency?: string } = {},
): Promise<Bettor> {
  bettorCount += 1;
  const email = `bettor${bettorCount}-${Date.now()}@demo.test`;
  const { lastInsertRowid } = platform.context.database
    .prepare(
      `INSERT INTO users (email, login, password_hash, role, currency, balance_cents,
         bonus_balance_cents, free_bets_active, created_at)
       VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?)`,
    )
    .run(
      email,
      email,
      await hashPassword('demo1234'),
      money.currency ?? 'USD',
      Math.round((money.balance ?? 100) * 100),
      Math.round((money.bonus ?? 0) * 100),
      money.freeBets ?? 0,
      platform.clock.now().toISOString(),
    );
  return { id: Number(lastInsertRowid), cookie: await platform.signIn(email, 'demo1234') };
}

export function balanceOf(database: PlatformDatabase, userId: number) {
  const row = database
    .prepare(
      `SELECT balance_cents AS balance, bonus_balance_cents AS bonus, free_bets_active AS freeBets
       FROM users WHERE id = ?`,
    )
    .get(userId) as { balance: number; bonus: number; freeBets: number };
  return { balance: row.balance / 100, bonus: row.bonus / 100, freeBets: row.freeBets };
}

/** A bet line of a placement answer: its odd and, when refused, why. */
export type PlacedBet = Record<string, unknown> & { errorCode: number };

/** POST /api/bet/place's answer: the bet lines' envelope, plus the coupon and balance if placed. */
export interface PlaceAnswer extends TestEnvelope<PlacedBet[]> {
  coupon?: { id: number; code: string; amount: number; isFreeBet: boolean; bonusAmount: number };
  balance?: { balance: number; bonus_balance: number; free_bets: { active: number } };
}

/** Places a coupon as the cookie's player; coefficient changes are refused unless it says so. */
export async function placeCoupon(
  server: TestRequests,
  cookie: string,
  coupon: object,
  headers?: Record<string, string>,
): Promise<{ statusCode: number; body: PlaceAnswer }> {
  const response = await server.post(
    '/api/bet/place',
    { coupon: { acceptCoefChanges: false, ...coupon } },
    cookie,
    headers,
  );
  return { statusCode: response.statusCode, body: response.body as PlaceAnswer };
}

/** Places a coupon that must be accepted, and returns it. */
export async function placedCoupon(
  server: TestRequests,
  cookie: string,
  coupon: object,
): Promise<NonNullable<PlaceAnswer['coupon']>> {
  const { body } = await placeCoupon(server, cookie, coupon);
  expect(body.success).toBe(true);
  if (!body.coupon) throw new Error(`No coupon placed: ${JSON.stringify(body)}`);
  return body.coupon;
}
