-- The feed module's own tables: catalogue with names per language, live state, favourites and
-- the football pool. The shared core (feed_events, feed_odds) is in 20-feed.sql; these tables
-- only add to it, so the bets module can keep reading the core alone.

-- Names are per language (es, en, pt); other languages fall back to Spanish.
CREATE TABLE IF NOT EXISTS feed_sports (
  id INTEGER PRIMARY KEY,
  -- Lower first (spec: 66 first, then 1, 4, 3, 2, 6).
  priority INTEGER NOT NULL,
  name_es TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_pt TEXT NOT NULL
);

-- Esports games (CS2, Dota 2 ...) under sport 300; events keep sport_id 300.
CREATE TABLE IF NOT EXISTS feed_games (
  id INTEGER PRIMARY KEY,
  sport_id INTEGER NOT NULL REFERENCES feed_sports (id),
  priority INTEGER NOT NULL,
  name_es TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_pt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS feed_countries (
  id INTEGER PRIMARY KEY,
  -- World 1, Europe 2, England 3, Germany 4, Spain 5, Italy 6, France 7, Turkey 8, others 1000.
  priority INTEGER NOT NULL,
  name_es TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_pt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS feed_tourneys (
  id INTEGER PRIMARY KEY,
  sport_id INTEGER NOT NULL REFERENCES feed_sports (id),
  country_id INTEGER NOT NULL REFERENCES feed_countries (id),
  game_id INTEGER REFERENCES feed_games (id),
  priority INTEGER NOT NULL,
  -- Tourneys whose events make the top-events lists.
  is_top INTEGER NOT NULL DEFAULT 0,
  name_es TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_pt TEXT NOT NULL
);

-- Market group names, for screens and for other modules (bet history) that show a market.
CREATE TABLE IF NOT EXISTS feed_market_groups (
  id INTEGER PRIMARY KEY,
  name_es TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_pt TEXT NOT NULL
);

-- One row per feed event: what the simulator needs and what the live screens show.
CREATE TABLE IF NOT EXISTS feed_event_info (
  event_id INTEGER PRIMARY KEY REFERENCES feed_events (id) ON DELETE CASCADE,
  game_id INTEGER,
  -- JSON: the simulator's parameters (engine, strengths, line sizes).
  model TEXT NOT NULL,
  -- JSON: the simulator's running state (elapsed time, periods, statistics, suspensions).
  state TEXT NOT NULL,
  -- JSON: what the feed shows of the state ({time, stat, periodScore, subScore}).
  display TEXT NOT NULL,
  -- JSON {groupId: platform ms}: market groups closed while live (decided outcomes).
  closed_groups TEXT NOT NULL DEFAULT '{}',
  live_at_ms INTEGER,
  finished_at_ms INTEGER,
  -- Lower-case, accent-free team and tourney names in every language, for search.
  search_text TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS feed_event_info_finished ON feed_event_info (finished_at_ms);
CREATE INDEX IF NOT EXISTS feed_events_tourney ON feed_events (tourney_id, status);

CREATE TABLE IF NOT EXISTS feed_favorites (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_id INTEGER NOT NULL,
  -- JSON of what the client sent (event_date, event_name, type), echoed back.
  event_date TEXT NOT NULL,
  event_name TEXT NOT NULL,
  type TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, event_id)
);

-- Football pools: status 0 open (tickets accepted), 1 closed (first event started), 2 settled.
CREATE TABLE IF NOT EXISTS feed_toto_pools (
  id INTEGER PRIMARY KEY,
  number INTEGER NOT NULL,
  jackpot_cents INTEGER NOT NULL CHECK (jackpot_cents >= 0),
  status INTEGER NOT NULL DEFAULT 0,
  closes_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  settled_at TEXT
);

CREATE TABLE IF NOT EXISTS feed_toto_events (
  toto_id INTEGER NOT NULL REFERENCES feed_toto_pools (id) ON DELETE CASCADE,
  event_id INTEGER NOT NULL REFERENCES feed_events (id),
  position INTEGER NOT NULL,
  PRIMARY KEY (toto_id, event_id)
);

CREATE INDEX IF NOT EXISTS feed_toto_events_event ON feed_toto_events (event_id);

-- Tickets: status 0 pending, 34 won, 4 lost (the spec's bet statuses).
CREATE TABLE IF NOT EXISTS feed_toto_tickets (
  id INTEGER PRIMARY KEY,
  toto_id INTEGER NOT NULL REFERENCES feed_toto_pools (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  -- JSON array of '<eventId>:<1|X|2>'.
  picks TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  correct_count INTEGER,
  win_cents INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  settled_at TEXT
);

CREATE INDEX IF NOT EXISTS feed_toto_tickets_user ON feed_toto_tickets (user_id, id);
CREATE INDEX IF NOT EXISTS feed_toto_tickets_pool ON feed_toto_tickets (toto_id);
