-- The feed's shared core: the bet module reads these tables inside its placement transaction,
-- so odds checked and money debited are one atomic step. The feed module owns the rows.
CREATE TABLE IF NOT EXISTS feed_events (
  id INTEGER PRIMARY KEY,
  sport_id INTEGER NOT NULL,
  country_id INTEGER NOT NULL,
  tourney_id INTEGER NOT NULL,
  team1 TEXT NOT NULL,
  team2 TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  -- 0 not started (line), 1 live, 2 finished (results known, odds settled).
  status INTEGER NOT NULL DEFAULT 0,
  -- A stop on the whole event (bet code 13).
  stopped INTEGER NOT NULL DEFAULT 0,
  score1 INTEGER,
  score2 INTEGER,
  -- Milliseconds of the platform clock when anything about the event last changed (live deltas).
  updated_at_ms INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX IF NOT EXISTS feed_events_status_start ON feed_events (status, starts_at);

CREATE TABLE IF NOT EXISTS feed_odds (
  -- '<eventId>_<groupId>.<type>' or '<eventId>_<groupId>.<type>.<size>': the part before the
  -- first dot is the event-market key the bet slip replaces by.
  id TEXT PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES feed_events (id) ON DELETE CASCADE,
  group_id INTEGER NOT NULL,
  type INTEGER NOT NULL,
  size REAL,
  rate REAL NOT NULL CHECK (rate > 1),
  -- A stop on this option (bet code 14); blocked odds show but cannot be bet.
  blocked INTEGER NOT NULL DEFAULT 0,
  -- Set when the event settles: 34 won, 4 lost, 322 returned.
  result INTEGER,
  updated_at_ms INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX IF NOT EXISTS feed_odds_event ON feed_odds (event_id);
