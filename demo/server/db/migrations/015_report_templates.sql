-- Report templates (报告模板) as a tree of folders and templates in three scopes: public (公共, everyone), dept (科室, the
-- physicians of one department) and personal (个人, the owner alone). Texts are plain text with newlines and may hold
-- pick-lists `{{左|右}}` the editor offers as choices. `initials` holds the pinyin initials of the name for search.
-- A node's parent is a folder of the same scope (and department or owner); `sort` orders siblings.
CREATE TABLE ris_template (
  id             INTEGER PRIMARY KEY,
  parent_id      INTEGER REFERENCES ris_template(id) ON DELETE CASCADE,
  kind           TEXT NOT NULL CHECK (kind IN ('folder', 'template')),
  scope          TEXT NOT NULL CHECK (scope IN ('public', 'dept', 'personal')),
  owner_id       INTEGER REFERENCES sys_user(id) ON DELETE CASCADE,
  dept_id        INTEGER REFERENCES sys_dept(id) ON DELETE CASCADE,
  modality       TEXT,
  body_part      TEXT,
  name           TEXT NOT NULL,
  initials       TEXT NOT NULL DEFAULT '',
  findings       TEXT NOT NULL DEFAULT '',
  impression     TEXT NOT NULL DEFAULT '',
  recommendation TEXT NOT NULL DEFAULT '',
  sort           INTEGER NOT NULL DEFAULT 0,
  version        INTEGER NOT NULL DEFAULT 1,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT,
  CHECK ((scope = 'personal') = (owner_id IS NOT NULL)),
  CHECK ((scope = 'dept') = (dept_id IS NOT NULL))
);
CREATE INDEX idx_ris_template_parent ON ris_template(parent_id, sort);
CREATE INDEX idx_ris_template_scope ON ris_template(scope, dept_id, owner_id);

-- Personal phrases (常用语): short texts a physician inserts while writing.
CREATE TABLE ris_phrase (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  text        TEXT NOT NULL,
  sort        INTEGER NOT NULL DEFAULT 0,
  create_time TEXT,
  update_time TEXT
);
CREATE INDEX idx_ris_phrase_user ON ris_phrase(user_id, sort);
