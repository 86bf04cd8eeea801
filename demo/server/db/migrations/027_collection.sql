-- Case collection (典型病例收藏, issue 14). Folders are a tree per scope: a personal folder is its owner's alone; a
-- public folder belongs to a department (its maker's) and is read by everyone whose data scope reaches that department.
CREATE TABLE ris_collect_folder (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  parent_id   INTEGER REFERENCES ris_collect_folder(id),
  scope       TEXT NOT NULL CHECK (scope IN ('personal', 'public')),
  owner_id    INTEGER NOT NULL REFERENCES sys_user(id),   -- who made it (the owner of a personal folder)
  dept_id     INTEGER REFERENCES sys_dept(id),            -- a public folder's department; null for personal ones
  name        TEXT NOT NULL,
  sort        INTEGER NOT NULL DEFAULT 0,
  create_time TEXT NOT NULL,
  CHECK ((scope = 'public') = (dept_id IS NOT NULL))
);
CREATE INDEX ris_collect_folder_owner ON ris_collect_folder (scope, owner_id);
CREATE INDEX ris_collect_folder_dept ON ris_collect_folder (scope, dept_id);

-- One exam filed in one folder; the same exam may sit in several folders, never twice in one.
CREATE TABLE ris_collect_case (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  folder_id   INTEGER NOT NULL REFERENCES ris_collect_folder(id),
  exam_id     INTEGER NOT NULL REFERENCES ris_exam(id) ON DELETE CASCADE,
  note        TEXT NOT NULL DEFAULT '',
  added_by_id INTEGER NOT NULL REFERENCES sys_user(id),
  added_by    TEXT NOT NULL,                                -- the user's name
  added_at    TEXT NOT NULL,                                -- yyyy-MM-dd HH:mm:ss
  UNIQUE (folder_id, exam_id)
);
CREATE INDEX ris_collect_case_exam ON ris_collect_case (exam_id);

-- Free tags of a case (disease, body part…), in the order given.
CREATE TABLE ris_collect_tag (
  case_id INTEGER NOT NULL REFERENCES ris_collect_case(id) ON DELETE CASCADE,
  tag     TEXT NOT NULL,
  sort    INTEGER NOT NULL,
  PRIMARY KEY (case_id, tag)
);
CREATE INDEX ris_collect_tag_tag ON ris_collect_tag (tag);
