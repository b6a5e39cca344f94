import type {
  LimitKind,
  LimitPeriod,
  ResolvedResponsibleGambling,
} from '../../../../schemas/responsibleGambling.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { isWholeMinorUnits } from '../../money/currency.ts';

/** A limit value as stored: cents for money, minutes for session time. */
export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  value: number;
}

export interface PendingRow {
  kind: LimitKind;
  period: LimitPeriod;
  value: number | null;
  effectiveAt: string;
}

export type ExclusionKind = 'timeout' | 'self-exclusion';

export interface Exclusion {
  kind: ExclusionKind;
  startedAt: string;
  /** ISO moment, null when permanent. */
  until: string | null;
}

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** Moves every raise or removal whose cooling-off is over into force. */
export function applyDuePending(database: PlatformDatabase, userId: number, now: Date): void {
  const at = now.toISOString();
  const due = database
    .prepare(
      `SELECT kind, period, value, effective_at AS effectiveAt FROM rg_pending_limits
       WHERE user_id = ? AND effective_at <= ?`,
    )
    .all(userId, at) as PendingRow[];
  if (due.length === 0) return;
  database.transaction(() => {
    for (const pending of due) {
      if (pending.value === null) {
        database
          .prepare('DELETE FROM rg_limits WHERE user_id = ? AND kind = ? AND period = ?')
          .run(userId, pending.kind, pending.period);
      } else {
        writeLimit(database, userId, { ...pending, value: pending.value }, pending.effectiveAt);
      }
      database
        .prepare('DELETE FROM rg_pending_limits WHERE user_id = ? AND kind = ? AND period = ?')
        .run(userId, pending.kind, pending.period);
    }
  })();
}

function writeLimit(database: PlatformDatabase, userId: number, limit: LimitRow, at: string) {
  database
    .prepare(
      `INSERT INTO rg_limits (user_id, kind, period, value, set_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, kind, period) DO UPDATE SET value = excluded.value, set_at = excluded.set_at`,
    )
    .run(userId, limit.kind, limit.period, limit.value, at);
}

/** The limits in force (pending changes due by now applied first). */
export function limitsOf(database: PlatformDatabase, userId: number, now: Date): LimitRow[] {
  applyDuePending(database, userId, now);
  return database
    .prepare('SELECT kind, period, value FROM rg_limits WHERE user_id = ?')
    .all(userId) as LimitRow[];
}

export function pendingOf(database: PlatformDatabase, userId: number): PendingRow[] {
  return database
    .prepare(
      `SELECT kind, period, value, effective_at AS effectiveAt FROM rg_pending_limits
       WHERE user_id = ?`,
    )
    .all(userId) as PendingRow[];
}

export type LimitChange =
  | { status: 'applied'; value: number | null }
  | { status: 'pending'; value: number | null; effectiveAt: string };

/**
 * Sets a limit: a new or lower one is in force at once (and cancels a waiting raise); a higher
 * one or a removal waits for the brand's cooling-off, replacing any earlier request.
 */
export function changeLimit(
  database: PlatformDatabase,
  userId: number,
  change: { kind: LimitKind; period: LimitPeriod; value: number | null },
  coolingOffHours: number,
  now: Date,
): LimitChange {
  const { kind, period, value } = change;
  const current = limitsOf(database, userId, now).find(
    (limit) => limit.kind === kind && limit.period === period,
  );
  const at = now.toISOString();
  return database.transaction((): LimitChange => {
    const slot = [userId, kind, period] as const;
    if (value !== null && (current === undefined || value <= current.value)) {
      writeLimit(database, userId, { kind, period, value }, at);
      database
        .prepare('DELETE FROM rg_pending_limits WHERE user_id = ? AND kind = ? AND period = ?')
        .run(...slot);
      return { status: 'applied', value };
    }
    if (current === undefined) {
      // Removing a limit that is not there: nothing to wait for; a waiting raise is dropped.
      database
        .prepare('DELETE FROM rg_pending_limits WHERE user_id = ? AND kind = ? AND period = ?')
        .run(...slot);
      return { status: 'applied', value: null };
    }
    const effectiveAt = new Date(now.getTime() + coolingOffHours * hourMs).toISOString();
    database
      .prepare(
        `INSERT INTO rg_pending_limits (user_id, kind, period, value, requested_at, effective_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, kind, period) DO UPDATE SET value = excluded.value,
           requested_at = excluded.requested_at, effective_at = excluded.effective_at`,
      )
      .run(...slot, value, at, effectiveAt);
    return { status: 'pending', value, effectiveAt };
  })();
}

/** The exclusion in force at `now` that ends last (a permanent one first), if any. */
export function activeExclusion(
  database: PlatformDatabase,
  userId: number,
  now: Date,
): Exclusion | undefined {
  const row = database
    .prepare(
      `SELECT kind, started_at AS startedAt, ends_at AS until FROM rg_exclusions
       WHERE user_id = @userId AND started_at <= @now AND (ends_at IS NULL OR ends_at > @now)
       ORDER BY ends_at IS NULL DESC, ends_at DESC, kind = 'self-exclusion' DESC LIMIT 1`,
    )
    .get({ userId, now: now.toISOString() }) as Exclusion | undefined;
  return row;
}

/** Whether the account has a self-exclusion in force (no marketing reaches it). */
export function isSelfExcluded(database: PlatformDatabase, userId: number, now: Date): boolean {
  return (
    database
      .prepare(
        `SELECT 1 FROM rg_exclusions WHERE user_id = @userId AND kind = 'self-exclusion'
         AND started_at <= @now AND (ends_at IS NULL OR ends_at > @now) LIMIT 1`,
      )
      .get({ userId, now: now.toISOString() }) !== undefined
  );
}

export type ExclusionOutcome =
  { status: 'excluded'; exclusion: Exclusion } | { status: 'not-shortenable'; current: Exclusion };

/**
 * Starts a time-out or self-exclusion (days null: permanent). One that would end before the one
 * in force is refused: only the player's support can lift one, never the player. Its insert
 * ends every session (trigger rg_exclusion_ends_sessions).
 */
export function exclude(
  database: PlatformDatabase,
  userId: number,
  request: { kind: ExclusionKind; days: number | null },
  now: Date,
): ExclusionOutcome {
  const until = request.days === null ? null : new Date(now.getTime() + request.days * dayMs);
  const current = activeExclusion(database, userId, now);
  if (current) {
    const currentEnd = current.until === null ? Infinity : Date.parse(current.until);
    const newEnd = until === null ? Infinity : until.getTime();
    if (newEnd < currentEnd) return { status: 'not-shortenable', current };
  }
  const exclusion: Exclusion = {
    kind: request.kind,
    startedAt: now.toISOString(),
    until: until === null ? null : until.toISOString(),
  };
  database
    .prepare('INSERT INTO rg_exclusions (user_id, kind, started_at, ends_at) VALUES (?, ?, ?, ?)')
    .run(userId, exclusion.kind, exclusion.startedAt, exclusion.until);
  return { status: 'excluded', exclusion };
}

export function realityCheckMinutes(
  database: PlatformDatabase,
  userId: number,
  brandDefault: number,
): number {
  const row = database
    .prepare('SELECT reality_check_minutes AS minutes FROM rg_settings WHERE user_id = ?')
    .get(userId) as { minutes: number } | undefined;
  return row?.minutes ?? brandDefault;
}

export function setRealityCheckMinutes(
  database: PlatformDatabase,
  userId: number,
  minutes: number,
): void {
  database
    .prepare(
      `INSERT INTO rg_settings (user_id, reality_check_minutes) VALUES (?, ?)
       ON CONFLICT (user_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`,
    )
    .run(userId, minutes);
}

/**
 * The brand's default limits for a new account in its currency (money converted to cents; an
 * amount the currency cannot hold is skipped, though the brand rules refuse one at publishing),
 * and its reality-check interval. Call inside the sign-up transaction.
 */
export function applySignUpDefaults(
  database: PlatformDatabase,
  userId: number,
  currency: string,
  section: ResolvedResponsibleGambling,
  now: Date,
): void {
  const at = now.toISOString();
  const { deposit, loss, session } = section.defaultLimits;
  const moneyDefaults = { deposit: deposit[currency] ?? {}, loss: loss[currency] ?? {} };
  for (const kind of ['deposit', 'loss'] as const) {
    for (const [period, amount] of Object.entries(moneyDefaults[kind])) {
      const cents = Math.round(amount * 100);
      if (cents > 0 && isWholeMinorUnits(cents, currency)) {
        writeLimit(database, userId, { kind, period: period as LimitPeriod, value: cents }, at);
      }
    }
  }
  for (const [period, minutes] of Object.entries(session)) {
    writeLimit(
      database,
      userId,
      { kind: 'session', period: period as LimitPeriod, value: Math.round(minutes) },
      at,
    );
  }
  setRealityCheckMinutes(database, userId, section.realityCheckMinutes);
}
