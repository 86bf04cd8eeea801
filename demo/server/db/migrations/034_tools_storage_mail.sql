-- Issue 15, tools: local storage (files kept under <dataDir>/storage, one row per file; the picture host lists the
-- rows of type 图片), and the settings of the two optional outside parts — an S3-compatible object store and a mail
-- server. Each settings table holds at most one row (id = 1); secrets are sealed by lib/secrets.ts (`v1:…`), never clear.
CREATE TABLE tool_local_storage (
  id          INTEGER PRIMARY KEY,
  real_name   TEXT NOT NULL UNIQUE,   -- the stored file name: 32 random hex digits and the suffix
  name        TEXT NOT NULL,          -- the display name
  suffix      TEXT NOT NULL,          -- lower case, without the dot ('' when none)
  type        TEXT NOT NULL CHECK (type IN ('图片', '文档', '音乐', '视频', '其他')),
  size        INTEGER NOT NULL,       -- bytes
  create_by   TEXT,
  update_by   TEXT,
  create_time TEXT,
  update_time TEXT
);
CREATE INDEX idx_tool_local_storage_type ON tool_local_storage(type);
CREATE INDEX idx_tool_local_storage_time ON tool_local_storage(create_time);

CREATE TABLE tool_s3_config (
  id               INTEGER PRIMARY KEY CHECK (id = 1),
  endpoint         TEXT NOT NULL,     -- http(s)://host[:port]
  region           TEXT NOT NULL,
  bucket           TEXT NOT NULL,
  access_key       TEXT NOT NULL,
  secret_key       TEXT NOT NULL,     -- sealed
  force_path_style INTEGER NOT NULL DEFAULT 1 CHECK (force_path_style IN (0, 1)),
  update_by        TEXT,
  update_time      TEXT
);

CREATE TABLE tool_email_config (
  id          INTEGER PRIMARY KEY CHECK (id = 1),
  host        TEXT NOT NULL,
  port        INTEGER NOT NULL,
  user        TEXT NOT NULL,          -- '' when the server takes mail without signing in
  pass        TEXT,                   -- sealed, null when none
  from_user   TEXT NOT NULL,
  security    TEXT NOT NULL CHECK (security IN ('none', 'starttls', 'tls')),
  update_by   TEXT,
  update_time TEXT
);
