-- Organisation, accounts, menus, dictionaries, sessions and per-user settings (eladmin's sys_* tables).
-- Times of records are text 'yyyy-MM-dd HH:mm:ss' as they travel on the wire; session times are epoch ms.

CREATE TABLE sys_dept (
  id          INTEGER PRIMARY KEY,
  pid         INTEGER REFERENCES sys_dept(id),
  sub_count   INTEGER NOT NULL DEFAULT 0,
  name        TEXT NOT NULL,
  dept_sort   INTEGER NOT NULL DEFAULT 999,
  enabled     INTEGER NOT NULL DEFAULT 1,
  create_by   TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);

CREATE TABLE sys_job (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  enabled     INTEGER NOT NULL DEFAULT 1,
  job_sort    INTEGER NOT NULL DEFAULT 999,
  create_by   TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);

CREATE TABLE sys_role (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  level       INTEGER NOT NULL DEFAULT 3,
  description TEXT,
  data_scope  TEXT NOT NULL DEFAULT '全部',
  create_by   TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);

CREATE TABLE sys_menu (
  id             INTEGER PRIMARY KEY,
  pid            INTEGER REFERENCES sys_menu(id),
  sub_count      INTEGER NOT NULL DEFAULT 0,
  type           INTEGER NOT NULL,
  title          TEXT NOT NULL UNIQUE,
  name           TEXT UNIQUE,
  component      TEXT,
  menu_sort      INTEGER NOT NULL DEFAULT 999,
  icon           TEXT,
  path           TEXT,
  i_frame        INTEGER NOT NULL DEFAULT 0,
  cache          INTEGER NOT NULL DEFAULT 0,
  hidden         INTEGER NOT NULL DEFAULT 0,
  permission     TEXT,
  create_by      TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);
CREATE INDEX idx_sys_menu_pid ON sys_menu(pid);

CREATE TABLE sys_roles_menus (
  role_id INTEGER NOT NULL REFERENCES sys_role(id) ON DELETE CASCADE,
  menu_id INTEGER NOT NULL REFERENCES sys_menu(id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, menu_id)
);

CREATE TABLE sys_user (
  id             INTEGER PRIMARY KEY,
  dept_id        INTEGER REFERENCES sys_dept(id),
  username       TEXT NOT NULL UNIQUE COLLATE NOCASE,
  nick_name      TEXT NOT NULL,
  gender         TEXT,
  phone          TEXT UNIQUE,
  email          TEXT UNIQUE,
  avatar_name    TEXT,
  avatar_path    TEXT,
  password       TEXT NOT NULL,
  is_admin       INTEGER NOT NULL DEFAULT 0,
  enabled        INTEGER NOT NULL DEFAULT 1,
  pwd_reset_time TEXT,
  create_by      TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);

CREATE TABLE sys_users_roles (
  user_id INTEGER NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  role_id INTEGER NOT NULL REFERENCES sys_role(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);

CREATE TABLE sys_users_jobs (
  user_id INTEGER NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  job_id  INTEGER NOT NULL REFERENCES sys_job(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, job_id)
);

CREATE TABLE sys_dict (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  description TEXT,
  create_by   TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);

CREATE TABLE sys_dict_detail (
  id          INTEGER PRIMARY KEY,
  dict_id     INTEGER NOT NULL REFERENCES sys_dict(id) ON DELETE CASCADE,
  label       TEXT NOT NULL,
  value       TEXT NOT NULL,
  dict_sort   INTEGER NOT NULL DEFAULT 999,
  create_by   TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);
CREATE INDEX idx_sys_dict_detail_dict ON sys_dict_detail(dict_id);

-- Sessions: only the sha256 of the bearer token is stored.
CREATE TABLE sys_token (
  token_hash   TEXT PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  created_at   INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL,
  ip           TEXT,
  browser      TEXT,
  source_page  TEXT
);
CREATE INDEX idx_sys_token_user ON sys_token(user_id);

-- Verification codes sent by e-mail (e.g. to change the address); `scene` says what the code is for.
CREATE TABLE sys_verify_code (
  scene      TEXT NOT NULL,
  target     TEXT NOT NULL,
  code       TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (scene, target)
);

-- The demo server sends no mail: messages land here (and on stdout).
CREATE TABLE email_outbox (
  id         INTEGER PRIMARY KEY,
  recipient  TEXT NOT NULL,
  subject    TEXT NOT NULL,
  content    TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE sys_user_config (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  config_type  TEXT NOT NULL,
  config_path  TEXT NOT NULL,
  config_value TEXT NOT NULL,
  comment      TEXT,
  create_by    TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);
CREATE INDEX idx_sys_user_config_user ON sys_user_config(user_id);
