import { hashToken } from '../../auth/sessions.ts';
import type { PlatformContext } from '../../context.ts';
import { fromCents } from '../../money/ledger.ts';
import type { RgSession } from '../../../../schemas/responsibleGamingApi.ts';
import { realityCheckMinutes } from './store.ts';
import { ledgerTotals } from './usage.ts';

interface SessionRow {
  tokenHash: string;
  startedAt: string;
  answeredAt: string | null;
}

function sessionRow(
  context: PlatformContext,
  userId: number,
  token: string | undefined,
): SessionRow | undefined {
  if (!token) return undefined;
  return context.database
    .prepare(
      `SELECT t.token_hash AS tokenHash, t.started_at AS startedAt, r.answered_at AS answeredAt
       FROM rg_session_time t LEFT JOIN rg_reality_checks r ON r.token_hash = t.token_hash
       WHERE t.token_hash = ? AND t.user_id = ?`,
    )
    .get(hashToken(token), userId) as SessionRow | undefined;
}

const intervalMsOf = (context: PlatformContext, userId: number) =>
  realityCheckMinutes(
    context.database,
    userId,
    context.brand.responsibleGambling.realityCheckMinutes,
  ) * 60_000;

/**
 * The check after `answeredAt` (or after sign-in): checks fall on multiples of the interval since
 * sign-in, so every tab and a reload agree, and one nobody answered stays due (a reload or a
 * closed tab does not skip it).
 */
export function nextCheckMs(startedMs: number, answeredMs: number | null, intervalMs: number) {
  const from = answeredMs === null ? startedMs : Math.max(answeredMs, startedMs);
  return startedMs + (Math.floor((from - startedMs) / intervalMs) + 1) * intervalMs;
}

/** A sign-in session's start, its reality-check interval and the check it is due next. */
function sessionClock(context: PlatformContext, userId: number, token: string | undefined) {
  const row = sessionRow(context, userId, token);
  if (!row) return null;
  const started = Date.parse(row.startedAt);
  const intervalMs = intervalMsOf(context, userId);
  const answered = row.answeredAt === null ? null : Date.parse(row.answeredAt);
  return { row, started, intervalMs, next: nextCheckMs(started, answered, intervalMs) };
}

/** The session of this request: when it began, what moved since, and its reality check. */
export function currentSession(
  context: PlatformContext,
  userId: number,
  token: string | undefined,
): RgSession | null {
  const clock = sessionClock(context, userId, token);
  if (!clock) return null;
  const { row, started, intervalMs, next } = clock;
  const now = context.clock.now();
  const totals = ledgerTotals(context.database, userId, {
    from: new Date(row.startedAt),
    // The ledger row of this very moment counts too.
    to: new Date(now.getTime() + 1),
  });
  return {
    startedAt: row.startedAt,
    now: now.toISOString(),
    minutes: Math.floor((now.getTime() - started) / 60_000),
    intervalMinutes: intervalMs / 60_000,
    nextRealityCheckAt: new Date(next).toISOString(),
    realityCheckDue: next <= now.getTime(),
    stakes: fromCents(totals.stakes),
    returns: fromCents(totals.returns),
    net: fromCents(totals.returns - totals.stakes),
  };
}

/**
 * The player answered the check that is due: it counts as answered up to the last multiple of the
 * interval that has passed, so checks missed while away make one dialog, not several in a row.
 * Nothing changes while none is due (a second tab answering the same check).
 */
export function acknowledgeRealityCheck(
  context: PlatformContext,
  userId: number,
  token: string | undefined,
): RgSession | null {
  const clock = sessionClock(context, userId, token);
  if (!clock) return null;
  const { row, started, intervalMs, next } = clock;
  const nowMs = context.clock.nowMs();
  if (next <= nowMs) {
    const lastPassed = started + Math.floor((nowMs - started) / intervalMs) * intervalMs;
    context.database
      .prepare(
        `INSERT INTO rg_reality_checks (token_hash, answered_at) VALUES (?, ?)
         ON CONFLICT (token_hash) DO UPDATE SET answered_at = excluded.answered_at`,
      )
      .run(row.tokenHash, new Date(lastPassed).toISOString());
  }
  return currentSession(context, userId, token);
}
