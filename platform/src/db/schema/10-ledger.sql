-- Every change of a balance, written in the same transaction as the change (money/ledger.ts).
-- amount_cents is signed: negative debits, positive credits.
CREATE TABLE IF NOT EXISTS ledger (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  wallet TEXT NOT NULL CHECK (wallet IN ('main', 'bonus')),
  kind TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  balance_after_cents INTEGER NOT NULL CHECK (balance_after_cents >= 0),
  reference TEXT,
  created_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS ledger_user_kind ON ledger (user_id, kind, created_at);

-- The welcome bonus is paid once per account: a second credit of it fails (accounts module,
-- createAccount.ts creditRegistrationBonus).
CREATE UNIQUE INDEX IF NOT EXISTS ledger_registration_bonus ON ledger (user_id)
  WHERE kind = 'bonus' AND reference = 'registration';
