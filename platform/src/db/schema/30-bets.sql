-- Bets: the server-side bet slip, coupons with their bets, idempotency keys of placements.
-- Coupons copy everything they show (rate, names, teams, start) from the feed at placement: the
-- feed simulator may replace or remove its odds rows, a placed bet never changes with them.
-- Money is in cents; every balance change goes through money/ledger.ts in the same transaction.

CREATE TABLE IF NOT EXISTS bet_baskets (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- 0 single, 1 express, 2 system.
  betslip_type INTEGER NOT NULL DEFAULT 0 CHECK (betslip_type IN (0, 1, 2)),
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS bet_basket_items (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  odd_id TEXT NOT NULL,
  -- The part of the odd id before the first dot: one bet per event market in a slip.
  market_key TEXT NOT NULL,
  event_id INTEGER NOT NULL,
  coef REAL NOT NULL,
  sport_name TEXT NOT NULL DEFAULT '',
  country_name TEXT NOT NULL DEFAULT '',
  champ_name TEXT NOT NULL DEFAULT '',
  market_name TEXT NOT NULL DEFAULT '',
  bet_name TEXT NOT NULL DEFAULT '',
  p1 TEXT NOT NULL DEFAULT '',
  p2 TEXT NOT NULL DEFAULT '',
  -- The event was live when the odd was added: a pre-match odd whose event goes live is refused
  -- with bet code 3 (its line price no longer holds).
  added_live INTEGER NOT NULL DEFAULT 0,
  added_at TEXT NOT NULL,
  UNIQUE (user_id, odd_id)
);

CREATE TABLE IF NOT EXISTS bet_coupons (
  id INTEGER PRIMARY KEY,
  -- The code shown to the player (history `code`, cash-out `betCode`).
  code TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  -- 0 single, 1 express, 2 system (system_index of the count of bets).
  kind INTEGER NOT NULL CHECK (kind IN (0, 1, 2)),
  system_index INTEGER,
  currency TEXT NOT NULL,
  lang TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  -- Part of the stake paid from the bonus wallet (refunds go back there).
  bonus_cents INTEGER NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
  -- A free bet: no money was debited; a win pays only the winnings.
  is_free_bet INTEGER NOT NULL DEFAULT 0,
  total_coef REAL NOT NULL,
  -- 0 pending, 34 won, 4 lost, 322 returned, 17410 sold.
  status INTEGER NOT NULL DEFAULT 0,
  -- What the coupon paid out (win, refund or cash-out); NULL while pending.
  win_cents INTEGER,
  placed_at TEXT NOT NULL,
  settled_at TEXT
);

CREATE INDEX IF NOT EXISTS bet_coupons_user_placed ON bet_coupons (user_id, placed_at);
CREATE INDEX IF NOT EXISTS bet_coupons_status ON bet_coupons (status);

CREATE TABLE IF NOT EXISTS bet_coupon_bets (
  coupon_id INTEGER NOT NULL REFERENCES bet_coupons (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  odd_id TEXT NOT NULL,
  event_id INTEGER NOT NULL,
  group_id INTEGER NOT NULL,
  type INTEGER NOT NULL,
  size REAL,
  -- The accepted rate.
  rate REAL NOT NULL,
  is_live INTEGER NOT NULL,
  sport_id INTEGER NOT NULL,
  tourney_id INTEGER NOT NULL,
  team1 TEXT NOT NULL,
  team2 TEXT NOT NULL,
  event_starts_at TEXT NOT NULL,
  sport_name TEXT NOT NULL,
  tourney_name TEXT NOT NULL,
  market_name TEXT NOT NULL,
  bet_name TEXT NOT NULL,
  -- NULL pending, 34 won, 4 lost, 322 returned; score copied when the result is known.
  result INTEGER,
  score TEXT,
  PRIMARY KEY (coupon_id, position)
);

CREATE INDEX IF NOT EXISTS bet_coupon_bets_odd ON bet_coupon_bets (odd_id);

-- Idempotency-Key of successful placements per player: a retry gets the stored answer.
CREATE TABLE IF NOT EXISTS bet_idempotency_keys (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response TEXT NOT NULL,
  coupon_id INTEGER NOT NULL REFERENCES bet_coupons (id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);

-- Small facts of the module, e.g. whether the demo coupons were seeded.
CREATE TABLE IF NOT EXISTS bet_module_state (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
