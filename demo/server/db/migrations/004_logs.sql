-- Operation log (eladmin sys_log): every successful mutating call and login, with the route's summary.
CREATE TABLE sys_log (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER REFERENCES sys_user(id) ON DELETE CASCADE,
  username    TEXT NOT NULL,
  description TEXT NOT NULL,
  log_type    TEXT NOT NULL DEFAULT 'INFO',
  method      TEXT NOT NULL,
  path        TEXT NOT NULL,
  request_ip  TEXT NOT NULL,
  address     TEXT NOT NULL,
  browser     TEXT NOT NULL,
  time        INTEGER NOT NULL,
  create_time TEXT NOT NULL
);
CREATE INDEX idx_sys_log_user ON sys_log(user_id, id);

-- What a session may do: NULL for a staff login, 'outer' for the external (HIS) pages' login (report reading only).
ALTER TABLE sys_token ADD COLUMN scope TEXT;
