-- Demo platform schema: integrations (embedded sportsbooks, TV-bet, live tables, virtual games,
-- twenty-one, inbet). The platform plays every third-party provider itself, so the tokens it hands
-- out are checked by its own demo pages and billing endpoints.

-- Short-lived provider tokens (one hour). Only a hash is stored: tokens travel in frame URLs.
CREATE TABLE IF NOT EXISTS integration_tokens (
  token_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Provider-specific facts fixed at issue time (bet limits, coefficient, operator id) as JSON.
  details TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS integration_tokens_expiry ON integration_tokens (expires_at);

-- Game sessions of virtual games (golden race, bet-radar): the session id is the game page's key.
CREATE TABLE IF NOT EXISTS integration_sessions (
  id TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id TEXT NOT NULL,
  platform TEXT NOT NULL,
  lang TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- Bets a player placed inside an embedded sportsbook ('bc' or 'digitain'); read by the history
-- calls. Amounts in cents; status 0 open, 1 won, 2 lost, 3 returned.
CREATE TABLE IF NOT EXISTS sportsbook_bets (
  id INTEGER PRIMARY KEY,
  provider TEXT NOT NULL CHECK (provider IN ('bc', 'digitain')),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  placed_at TEXT NOT NULL,
  bet_type TEXT NOT NULL CHECK (bet_type IN ('single', 'express', 'system')),
  -- 'prematch' or 'live': where in the sportsbook the bet was placed.
  game_type TEXT NOT NULL CHECK (game_type IN ('prematch', 'live')),
  sport TEXT NOT NULL,
  event_name TEXT NOT NULL,
  market TEXT NOT NULL,
  selection TEXT NOT NULL,
  odds REAL NOT NULL CHECK (odds > 1),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  payout_cents INTEGER NOT NULL DEFAULT 0 CHECK (payout_cents >= 0),
  currency TEXT NOT NULL,
  status INTEGER NOT NULL CHECK (status IN (0, 1, 2, 3))
);

CREATE INDEX IF NOT EXISTS sportsbook_bets_user ON sportsbook_bets (provider, user_id, placed_at);

-- Twenty-one rounds: the bet is debited when the round is dealt, the win credited when it ends.
CREATE TABLE IF NOT EXISTS twenty_one_rounds (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bet_cents INTEGER NOT NULL CHECK (bet_cents > 0),
  -- JSON arrays of card codes ('AS', '10H'); the deck holds the cards still to be drawn.
  player_cards TEXT NOT NULL,
  dealer_cards TEXT NOT NULL,
  deck TEXT NOT NULL,
  -- 'playing' until the player stands, busts or a blackjack ends it; then 'finished'.
  state TEXT NOT NULL CHECK (state IN ('playing', 'finished')),
  -- 'win', 'blackjack', 'push', 'lose' once finished.
  outcome TEXT,
  payout_cents INTEGER NOT NULL DEFAULT 0 CHECK (payout_cents >= 0),
  created_at TEXT NOT NULL,
  finished_at TEXT
);

CREATE INDEX IF NOT EXISTS twenty_one_rounds_user ON twenty_one_rounds (user_id, state);

-- A banned account's provider tokens and game sessions stop working (see
-- users_ban_ends_sessions in 00-accounts.sql).
CREATE TRIGGER IF NOT EXISTS users_ban_ends_integration_access
AFTER UPDATE OF is_banned ON users WHEN NEW.is_banned <> 0
BEGIN
  DELETE FROM integration_tokens WHERE user_id = NEW.id;
  DELETE FROM integration_sessions WHERE user_id = NEW.id;
END;
