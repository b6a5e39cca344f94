-- Demo platform schema: player protection (modules/responsibleGaming). Money in cents of the
-- player's currency, session limits in minutes; times are ISO strings of the platform clock.

-- A player's limits in force: one value per kind and period.
CREATE TABLE IF NOT EXISTS rg_limits (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'session')),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  value INTEGER NOT NULL CHECK (value > 0),
  set_at TEXT NOT NULL,
  PRIMARY KEY (user_id, kind, period)
);

-- A raise or removal waiting for the brand's cooling-off; value NULL removes the limit. Applied
-- (moved into rg_limits) by the first read after effective_at.
CREATE TABLE IF NOT EXISTS rg_pending_limits (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'session')),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  value INTEGER CHECK (value IS NULL OR value > 0),
  requested_at TEXT NOT NULL,
  effective_at TEXT NOT NULL,
  PRIMARY KEY (user_id, kind, period)
);

CREATE TABLE IF NOT EXISTS rg_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  reality_check_minutes INTEGER NOT NULL CHECK (reality_check_minutes > 0)
);

-- Time-outs and self-exclusions, never deleted or shortened (a longer one is a new row); ends_at
-- NULL is permanent.
CREATE TABLE IF NOT EXISTS rg_exclusions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('timeout', 'self-exclusion')),
  started_at TEXT NOT NULL,
  ends_at TEXT
);

CREATE INDEX IF NOT EXISTS rg_exclusions_user ON rg_exclusions (user_id, started_at);

-- An exclusion ends every way the player is signed in, as a ban does (users_ban_ends_sessions).
CREATE TRIGGER IF NOT EXISTS rg_exclusion_ends_sessions
AFTER INSERT ON rg_exclusions
BEGIN
  DELETE FROM sessions WHERE user_id = NEW.user_id;
  DELETE FROM casino_sessions WHERE user_id = NEW.user_id;
  DELETE FROM integration_tokens WHERE user_id = NEW.user_id;
  DELETE FROM integration_sessions WHERE user_id = NEW.user_id;
END;

-- How long each sign-in session lasted, kept after the session ends: session-time limits and the
-- reality check count it. last_seen_at follows the session's (written at most once a minute).
CREATE TABLE IF NOT EXISTS rg_session_time (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS rg_session_time_user ON rg_session_time (user_id, last_seen_at);

CREATE TRIGGER IF NOT EXISTS rg_session_time_starts
AFTER INSERT ON sessions
BEGIN
  INSERT OR IGNORE INTO rg_session_time (token_hash, user_id, started_at, last_seen_at)
  VALUES (NEW.token_hash, NEW.user_id, NEW.created_at, NEW.last_seen_at);
END;

CREATE TRIGGER IF NOT EXISTS rg_session_time_continues
AFTER UPDATE OF last_seen_at ON sessions
BEGIN
  UPDATE rg_session_time SET last_seen_at = NEW.last_seen_at WHERE token_hash = NEW.token_hash;
END;

-- The last reality check a session's player answered (Continue or View history): the next check
-- is the first multiple of the interval since sign-in after it, the same in every tab and after a
-- reload, and a check that was never answered stays due.
CREATE TABLE IF NOT EXISTS rg_reality_checks (
  token_hash TEXT PRIMARY KEY REFERENCES rg_session_time (token_hash) ON DELETE CASCADE,
  answered_at TEXT NOT NULL
);
