-- Demo platform schema: the brand studio (modules/studio). Operators are not players: their own
-- accounts and sessions, never mixed with users and sessions. Times are ISO strings of the
-- platform clock.

CREATE TABLE IF NOT EXISTS studio_operators (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  -- Comma-separated: editor (drafts), publisher (publish, roll back).
  roles TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Only a hash of the token is stored, as for players' sessions.
CREATE TABLE IF NOT EXISTS studio_sessions (
  token_hash TEXT PRIMARY KEY,
  operator_id INTEGER NOT NULL REFERENCES studio_operators (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- One draft per brand: the whole brand JSON as the operator last saved it.
CREATE TABLE IF NOT EXISTS studio_drafts (
  brand_id TEXT PRIMARY KEY,
  source TEXT NOT NULL,
  saved_by INTEGER REFERENCES studio_operators (id),
  saved_at TEXT NOT NULL
);

-- Every published version's source (the version number is the publishing pipeline's).
CREATE TABLE IF NOT EXISTS studio_versions (
  brand_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  source TEXT NOT NULL,
  -- The published version's hash: a different one under the same number means published.json
  -- was made again from 1 (deleted with the database kept), and the old row is stale.
  hash TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('publish', 'rollback', 'file')),
  restored_from INTEGER,
  published_by INTEGER REFERENCES studio_operators (id),
  published_at TEXT NOT NULL,
  PRIMARY KEY (brand_id, version)
);

CREATE TABLE IF NOT EXISTS studio_audit (
  id INTEGER PRIMARY KEY,
  brand_id TEXT NOT NULL,
  operator_id INTEGER NOT NULL REFERENCES studio_operators (id),
  action TEXT NOT NULL CHECK (action IN ('create', 'save-draft', 'publish', 'rollback')),
  version INTEGER,
  -- JSON array of the JSON Pointers that changed.
  paths TEXT NOT NULL,
  detail TEXT,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS studio_audit_brand ON studio_audit (brand_id, id);
