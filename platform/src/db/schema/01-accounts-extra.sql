-- Demo platform schema: account confirmations and the outbox (accounts module).

-- One row per confirmation code handed out: SMS codes for phone sign-up and phone recovery,
-- e-mail verification and recovery links. Only a SHA-256 of the code is kept, so a leaked
-- database does not confirm anything; used_at makes every code single-use.
CREATE TABLE IF NOT EXISTS account_codes (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (
    purpose IN ('phone-sign-up', 'email-verification', 'restore-email', 'restore-phone')
  ),
  -- The phone (digits with country code) or lower-case e-mail the code was sent to.
  target TEXT NOT NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  -- Wrong guesses of a short SMS code; the code is burnt after a few (see confirmationCodes.ts).
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE INDEX IF NOT EXISTS account_codes_target ON account_codes (purpose, target, id);
CREATE INDEX IF NOT EXISTS account_codes_hash ON account_codes (purpose, code_hash);

-- Every e-mail and SMS the platform "sends". The demo has no mail or SMS gateway: the SMS limits
-- count this table, and with dev endpoints on the dev mailbox (GET /api/dev/mailbox) reads it.
CREATE TABLE IF NOT EXISTS outbox_messages (
  id INTEGER PRIMARY KEY,
  -- Lower-case e-mail address or phone digits with country code.
  recipient TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  -- The message as the dev mailbox shows it: only with dev endpoints on, otherwise NULL, so no
  -- reset link or code is ever kept in clear.
  subject TEXT,
  text TEXT,
  link TEXT,
  code TEXT,
  sent_at TEXT NOT NULL,
  -- The client address that asked for the message (the SMS limits are per address too).
  requester TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS outbox_messages_recipient ON outbox_messages (recipient, channel, sent_at);
CREATE INDEX IF NOT EXISTS outbox_messages_requester ON outbox_messages (requester, channel, sent_at);
