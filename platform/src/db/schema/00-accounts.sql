-- Demo platform schema: accounts. Money is stored in minor units (cents) as integers, so no float
-- rounding; CHECK constraints make a negative balance impossible whatever the code does.
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  email TEXT UNIQUE COLLATE NOCASE,
  phone TEXT UNIQUE,
  login TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  role INTEGER NOT NULL DEFAULT 0,
  is_partner INTEGER NOT NULL DEFAULT 0,
  is_banned INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL,
  lang TEXT NOT NULL DEFAULT 'es-es',
  balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  bonus_balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (bonus_balance_cents >= 0),
  -- Free bets of the weekly campaign: inactive ones are claimable on Wednesday, active ones usable.
  free_bets_active INTEGER NOT NULL DEFAULT 0 CHECK (free_bets_active >= 0),
  free_bets_inactive INTEGER NOT NULL DEFAULT 0 CHECK (free_bets_inactive >= 0),
  first_name TEXT,
  last_name TEXT,
  middle_name TEXT,
  birth_date TEXT,
  gender TEXT,
  passport TEXT,
  number_document TEXT,
  address TEXT,
  card TEXT,
  yandex TEXT,
  country_code TEXT,
  -- Profile personal data locks once saved (spec: is_changed).
  is_changed INTEGER NOT NULL DEFAULT 0,
  email_verified INTEGER NOT NULL DEFAULT 0,
  promocode TEXT,
  referral_id TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- The last request made with the session (written at most once a minute): idle sessions end.
  last_seen_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);

-- Providers banned for one player on top of the brand's bans (GET /api/user/blocklist).
CREATE TABLE IF NOT EXISTS user_banned_providers (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  PRIMARY KEY (user_id, provider)
);

-- A ban ends the account's sessions wherever it lands: there is no ban API, an operator sets
-- is_banned in the database, and nothing signed in before the ban may act after it. The casino
-- and integrations schemas end the account's game sessions and provider tokens the same way.
CREATE TRIGGER IF NOT EXISTS users_ban_ends_sessions
AFTER UPDATE OF is_banned ON users WHEN NEW.is_banned <> 0
BEGIN
  DELETE FROM sessions WHERE user_id = NEW.id;
END;
