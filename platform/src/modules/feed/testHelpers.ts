import { expect } from 'vitest';
import type { PlatformDatabase } from '../../db/database.ts';
import type { TestEnvelope, TestRequests } from '../../testing.ts';

/** GETs a feed path and returns the parsed envelope, asserting the HTTP status. */
export async function getJson<T>(
  server: TestRequests,
  url: string,
  status = 200,
  headers: Record<string, string> = {},
): Promise<TestEnvelope<T>> {
  const response = await server.get<T>(url, undefined, headers);
  expect(response.statusCode, `${url}: ${response.text.slice(0, 300)}`).toBe(status);
  return response.body;
}

/** An event of the feed by status (0 line, 1 live, 2 finished) and optional sport. */
export function someEvent(
  database: PlatformDatabase,
  status: number,
  sportId?: number,
): {
  id: number;
  sport_id: number;
  country_id: number;
  tourney_id: number;
  team1: string;
  team2: string;
  starts_at: string;
} {
  const row = database
    .prepare(
      `SELECT id, sport_id, country_id, tourney_id, team1, team2, starts_at FROM feed_events
       WHERE status = ? AND (? IS NULL OR sport_id = ?) ORDER BY starts_at, id LIMIT 1`,
    )
    .get(status, sportId ?? null, sportId ?? null);
  if (!row) throw new Error(`No event with status ${status}`);
  return row as ReturnType<typeof someEvent>;
}

/** The result an odd must have for a final score, written independently of the feed's code. */
export function expectedResult(type: number, size: number | null, score1: number, score2: number) {
  const compare = (value: number) => (value > 0 ? 34 : value < 0 ? 4 : 322);
  const yes = (condition: boolean) => (condition ? 34 : 4);
  const line = size ?? 0;
  const total = score1 + score2;
  switch (type) {
    case 1:
      return yes(score1 > score2);
    case 2:
      return yes(score1 === score2);
    case 3:
      return yes(score1 < score2);
    case 401:
      return compare(score1 - score2);
    case 402:
      return compare(score2 - score1);
    case 4:
      return yes(score1 >= score2);
    case 5:
      return yes(score1 !== score2);
    case 6:
      return yes(score1 <= score2);
    case 7:
      return compare(score1 + line - score2);
    case 8:
      return compare(score2 + line - score1);
    case 9:
      return compare(total - line);
    case 10:
      return compare(line - total);
    case 11:
      return compare(score1 - line);
    case 12:
      return compare(line - score1);
    case 13:
      return compare(score2 - line);
    case 14:
      return compare(line - score2);
    case 180:
      return yes(score1 > 0 && score2 > 0);
    case 181:
      return yes(score1 === 0 || score2 === 0);
    default:
      return yes(type === 500 + score1 * 10 + score2);
  }
}
