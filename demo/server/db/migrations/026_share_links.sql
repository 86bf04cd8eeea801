-- Issue 14: one stored share-link mechanism (revocable, with expiry, access code and access log) for the registration
-- desk's report links and for cloud films; replaces the stateless signed links.
CREATE TABLE ris_share_link (
  id             INTEGER PRIMARY KEY,
  token          TEXT NOT NULL UNIQUE,                        -- 32 random bytes, base64url (256 bits)
  kind           TEXT NOT NULL CHECK (kind IN ('report', 'film')),
  exam_id        INTEGER NOT NULL REFERENCES ris_exam(id) ON DELETE CASCADE,
  with_images    INTEGER NOT NULL DEFAULT 0 CHECK (with_images IN (0, 1)),
  code_hash      TEXT,                                        -- scrypt$<salt b64url>$<hash b64url> of the 6-digit code
  expires_at     TEXT NOT NULL,                               -- yyyy-MM-dd HH:mm:ss
  revoked_at     TEXT,
  revoked_by     TEXT,
  created_by     TEXT NOT NULL,
  created_at     TEXT NOT NULL,
  view_count     INTEGER NOT NULL DEFAULT 0,
  last_viewed_at TEXT
);
CREATE INDEX idx_ris_share_link_exam ON ris_share_link(exam_id);
CREATE INDEX idx_ris_share_link_created ON ris_share_link(created_at);

CREATE TABLE ris_share_access (
  id         INTEGER PRIMARY KEY,
  link_id    INTEGER NOT NULL REFERENCES ris_share_link(id) ON DELETE CASCADE,
  time       TEXT NOT NULL,
  ip         TEXT NOT NULL,
  user_agent TEXT NOT NULL,                                   -- trimmed to 200 characters
  outcome    TEXT NOT NULL CHECK (outcome IN ('ok', 'wrong-code', 'expired', 'revoked', 'throttled'))
);
CREATE INDEX idx_ris_share_access_link ON ris_share_access(link_id, time);
