-- Demo platform schema: casino (games, sessions, rounds, favourites, jackpots). Money in cents.

-- The game catalogue. One row per entry of a provider's feed: rows with in_lobby = 0 exist only in
-- a provider's raw list (flash games, excluded merchants, duplicates) that clients must filter.
CREATE TABLE IF NOT EXISTS casino_games (
  id INTEGER PRIMARY KEY,
  -- The provider's own game id (outcome Id, evolution PageCode, pragmatic gameID ...).
  game_id TEXT NOT NULL,
  game_name TEXT NOT NULL,
  -- JSON {"es": ..., "en": ..., "pt": ...}
  descriptions TEXT NOT NULL,
  -- The studio shown in the provider filter (netent, amatic, 'Universal Race' ...).
  provider TEXT NOT NULL,
  -- How the game is launched: outcome, evolution, pragmatic, universalrace, inbet.
  route_provider TEXT NOT NULL,
  -- The key a banned-providers list names (outcome, softgaming-slots, evolution, pragmatic,
  -- pragmaticLive, universalrace, inbet).
  ban_group TEXT NOT NULL,
  -- slot, card, roulette, crash, live, race: drives descriptions and the history game type.
  kind TEXT NOT NULL,
  -- evolution feed: MerchantName; pragmatic feed: gameTypeID.
  merchant TEXT,
  game_type TEXT,
  image_url TEXT NOT NULL,
  -- JSON array of category tab values.
  tabs TEXT NOT NULL,
  format TEXT NOT NULL,
  system TEXT NOT NULL,
  technology_id TEXT NOT NULL,
  section_id INTEGER NOT NULL,
  is_live_game INTEGER NOT NULL DEFAULT 0,
  is_default INTEGER NOT NULL DEFAULT 0,
  path TEXT,
  billing TEXT,
  sort_weight INTEGER NOT NULL DEFAULT 1000,
  popularity INTEGER NOT NULL,
  in_lobby INTEGER NOT NULL DEFAULT 1
);

CREATE INDEX IF NOT EXISTS casino_games_game_id ON casino_games (game_id);
CREATE INDEX IF NOT EXISTS casino_games_route ON casino_games (route_provider, in_lobby);

-- A launched game: the token (only its hash is stored) is the bearer of the demo game page.
CREATE TABLE IF NOT EXISTS casino_sessions (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES casino_games (id),
  lang TEXT NOT NULL,
  is_desktop INTEGER NOT NULL DEFAULT 0,
  -- HMAC key of the session's round stream: round n's symbols are HMAC(seed, n).
  seed TEXT NOT NULL,
  rounds INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS casino_sessions_user ON casino_sessions (user_id);

-- Every spin: the slots bet history reads this table.
CREATE TABLE IF NOT EXISTS casino_rounds (
  id INTEGER PRIMARY KEY,
  session_id INTEGER REFERENCES casino_sessions (id) ON DELETE SET NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES casino_games (id),
  round INTEGER NOT NULL,
  provider TEXT NOT NULL,
  game_type TEXT NOT NULL,
  currency TEXT NOT NULL,
  stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
  win_cents INTEGER NOT NULL CHECK (win_cents >= 0),
  jackpot_cents INTEGER NOT NULL DEFAULT 0 CHECK (jackpot_cents >= 0),
  -- 1 win, 2 lose (spec: result filter).
  status INTEGER NOT NULL CHECK (status IN (1, 2)),
  symbols TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS casino_rounds_user_time ON casino_rounds (user_id, created_at);

CREATE TABLE IF NOT EXISTS casino_favorites (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES casino_games (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, game_id)
);

CREATE TABLE IF NOT EXISTS casino_jackpots (
  id INTEGER PRIMARY KEY,
  currency TEXT NOT NULL,
  level TEXT NOT NULL CHECK (level IN ('grand', 'medium', 'small')),
  name TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  start_amount_cents INTEGER NOT NULL CHECK (start_amount_cents > 0),
  last_win_amount_cents INTEGER,
  last_winner TEXT,
  last_won_at TEXT,
  -- Must-drop deadline (platform clock ms): a simulated player wins it at the latest then.
  drop_by_ms INTEGER NOT NULL,
  -- When time-based growth was last applied and when a simulated drop was last drawn.
  grown_at_ms INTEGER NOT NULL,
  checked_at_ms INTEGER NOT NULL,
  UNIQUE (currency, level)
);

CREATE TABLE IF NOT EXISTS casino_jackpot_wins (
  id INTEGER PRIMARY KEY,
  jackpot_id INTEGER NOT NULL REFERENCES casino_jackpots (id) ON DELETE CASCADE,
  -- NULL for a simulated player.
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  winner TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  round_id INTEGER REFERENCES casino_rounds (id) ON DELETE SET NULL,
  won_at TEXT NOT NULL,
  is_shown INTEGER NOT NULL DEFAULT 0,
  dismissed INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX IF NOT EXISTS casino_jackpot_wins_user ON casino_jackpot_wins (user_id, dismissed);

-- A banned account's launched games stop (see users_ban_ends_sessions in 00-accounts.sql).
CREATE TRIGGER IF NOT EXISTS users_ban_ends_casino_sessions
AFTER UPDATE OF is_banned ON users WHEN NEW.is_banned <> 0
BEGIN
  DELETE FROM casino_sessions WHERE user_id = NEW.id;
END;
