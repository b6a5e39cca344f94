-- Demo platform schema: payments, withdrawals, cashiers, promo codes and the weekly free-bet
-- campaign (modules/payments). Amounts in cents; every balance change is a ledger row.

-- Top-ups. status: 0 in process, 1 cancelled, 2 completed. type: 1 top-up, 16 via aggregator,
-- 114 via cashier, 116 via owner. The token is the demo checkout's capability (/demo/checkout/x).
CREATE TABLE IF NOT EXISTS payments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  token TEXT NOT NULL UNIQUE,
  provider TEXT NOT NULL,
  -- Aggregator mode id ('63'), or the provider's name for Platilka and Payku.
  payment_mode TEXT NOT NULL,
  -- The provider's own method: Interkassa ik_pw_via, Platilka pay_with, Payku method.
  method TEXT,
  type INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  phone_number TEXT,
  created_at TEXT NOT NULL,
  -- When the status last changed (completion or cancellation).
  closed_at TEXT
);

CREATE INDEX IF NOT EXISTS payments_user_created ON payments (user_id, created_at);
CREATE INDEX IF NOT EXISTS payments_status_created ON payments (status, created_at);

-- Points where a player can collect a withdrawal in cash.
CREATE TABLE IF NOT EXISTS cashiers (
  id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  address TEXT NOT NULL,
  phone TEXT NOT NULL,
  -- 'first' or 'last' pins the entry at that end of the list; NULL sorts by name between.
  pinned TEXT CHECK (pinned IN ('first', 'last'))
);

-- Withdrawals. status: 0 created, 1 in process, 2 paid, 3 blocked, 4 cancelled.
-- type: 8 withdrawal, 118 user cashier withdrawal. The amount is debited when created.
CREATE TABLE IF NOT EXISTS withdrawals (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  type INTEGER NOT NULL,
  payment_mode TEXT NOT NULL,
  purse TEXT NOT NULL,
  cashier_id INTEGER REFERENCES cashiers (id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, 4)),
  comment TEXT,
  created_at TEXT NOT NULL,
  status_changed_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS withdrawals_user_created ON withdrawals (user_id, created_at);
CREATE INDEX IF NOT EXISTS withdrawals_status ON withdrawals (status, status_changed_at);

-- Promo codes. kind has no CHECK on purpose: legacy kinds the platform no longer knows exist in
-- the data and are refused with code 2208 (unknown type).
CREATE TABLE IF NOT EXISTS promo_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  -- 'bonus' (fixed bonus), 'free-bets', 'deposit-bonus' (percent of the last top-up).
  kind TEXT NOT NULL,
  amount_cents INTEGER NOT NULL DEFAULT 0,
  free_bets INTEGER NOT NULL DEFAULT 0,
  percent INTEGER NOT NULL DEFAULT 0,
  -- deposit-bonus: the top-up must be at least this, within the last 7 days.
  min_top_up_cents INTEGER NOT NULL DEFAULT 0,
  -- 'active', 'cancelled' (promotion withdrawn) or 'disabled' (switched off by an admin).
  status TEXT NOT NULL DEFAULT 'active',
  valid_from TEXT,
  valid_until TEXT,
  -- NULL = unlimited activations across all players.
  max_activations INTEGER,
  -- One code per campaign group and player (e.g. the welcome codes).
  campaign TEXT,
  -- Partner codes: the partner the code binds a player to, and the partner's own account.
  partner_ref TEXT,
  owner_user_id INTEGER REFERENCES users (id),
  -- Codes of a bonus programme are for its members only.
  programme TEXT,
  -- A bonus code refused while the player's bonus wallet is not empty.
  exclusive INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS promo_activations (
  code TEXT NOT NULL COLLATE NOCASE REFERENCES promo_codes (code),
  user_id INTEGER NOT NULL REFERENCES users (id),
  activated_at TEXT NOT NULL,
  bonus_cents INTEGER NOT NULL DEFAULT 0,
  free_bets INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (code, user_id)
);

CREATE INDEX IF NOT EXISTS promo_activations_user ON promo_activations (user_id);

CREATE TABLE IF NOT EXISTS bonus_programme_members (
  programme TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id),
  PRIMARY KEY (programme, user_id)
);

-- The weekly free-bet campaign's progress: the last week boundary whose turnover was converted
-- into free bets and the last Sunday-noon expiry done, so a tick acts once per moment.
CREATE TABLE IF NOT EXISTS free_bet_campaign_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last_award_at TEXT NOT NULL,
  last_expiry_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS free_bet_awards (
  user_id INTEGER NOT NULL REFERENCES users (id),
  week_start TEXT NOT NULL,
  turnover_cents INTEGER NOT NULL,
  earned INTEGER NOT NULL,
  awarded_at TEXT NOT NULL,
  PRIMARY KEY (user_id, week_start)
);
