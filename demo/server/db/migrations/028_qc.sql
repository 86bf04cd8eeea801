-- Quality control by sampling (issue 14, `qc/…` and `ultrasonicControl/…`): the score items of each QC family's
-- sheets and its report-grade cut-offs (local practice, editable), monthly sampling tasks with the seed of their
-- reproducible draw and their reviewers, the drawn samples (the report's author kept with the sample, so a later
-- takeover of the report does not move the sample to another physician) and one score per sample with the totals the
-- server computed by the shared sheet (src/core/qc/scoreSheet.ts).
CREATE TABLE qc_score_item (
  id          INTEGER PRIMARY KEY,
  family      TEXT NOT NULL CHECK (family IN ('imaging', 'ultrasound')),
  part        TEXT NOT NULL CHECK (part IN ('image', 'report')),
  scale       TEXT NOT NULL CHECK (scale IN ('points', 'xray', 'ctmr')),
  name        TEXT NOT NULL,
  max_points  REAL NOT NULL,
  rule        TEXT,
  sort        INTEGER NOT NULL DEFAULT 999,
  enabled     INTEGER NOT NULL DEFAULT 1,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);
CREATE INDEX idx_qc_score_item_family ON qc_score_item(family, part, sort);

CREATE TABLE qc_grade_cutoff (
  id          INTEGER PRIMARY KEY,
  family      TEXT NOT NULL CHECK (family IN ('imaging', 'ultrasound')),
  grade       TEXT NOT NULL,
  min_score   REAL NOT NULL CHECK (min_score >= 0 AND min_score <= 100),
  update_by TEXT, update_time TEXT,
  UNIQUE (family, grade)
);

CREATE TABLE qc_task (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  family      TEXT NOT NULL CHECK (family IN ('imaging', 'ultrasound')),
  period      TEXT NOT NULL,          -- yyyy-MM
  modality    TEXT,
  dept_id     INTEGER REFERENCES sys_dept(id) ON DELETE SET NULL,
  ratio       REAL,                   -- percent of the candidates
  count       INTEGER,
  seed        INTEGER NOT NULL,
  blind       INTEGER NOT NULL DEFAULT 0,
  state       TEXT NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'drawn', 'scoring', 'closed')),
  candidates  INTEGER NOT NULL DEFAULT 0,
  drawn_at    TEXT,
  closed_at   TEXT,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT,
  CHECK ((ratio IS NULL) <> (count IS NULL))
);
CREATE INDEX idx_qc_task_family ON qc_task(family, period);

CREATE TABLE qc_task_reviewer (
  task_id     INTEGER NOT NULL REFERENCES qc_task(id) ON DELETE CASCADE,
  user_id     INTEGER NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  PRIMARY KEY (task_id, user_id)
);
CREATE INDEX idx_qc_task_reviewer_user ON qc_task_reviewer(user_id);

CREATE TABLE qc_sample (
  id          INTEGER PRIMARY KEY,
  task_id     INTEGER NOT NULL REFERENCES qc_task(id) ON DELETE CASCADE,
  exam_id     INTEGER NOT NULL REFERENCES ris_exam(id) ON DELETE CASCADE,
  report_id   INTEGER NOT NULL REFERENCES ris_report(id) ON DELETE CASCADE,
  author_id   INTEGER REFERENCES sys_user(id) ON DELETE SET NULL,
  author_name TEXT NOT NULL,
  modality    TEXT NOT NULL,
  state       TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'scored')),
  UNIQUE (task_id, exam_id)
);
CREATE INDEX idx_qc_sample_author ON qc_sample(author_id);

CREATE TABLE qc_score (
  sample_id     INTEGER PRIMARY KEY REFERENCES qc_sample(id) ON DELETE CASCADE,
  entries       TEXT NOT NULL,        -- JSON array of QcScoreEntry
  comment       TEXT,
  report_points REAL NOT NULL,
  report_max    REAL NOT NULL,
  report_score  REAL NOT NULL,        -- of 100, one decimal
  grade         TEXT,
  image_score   REAL,
  image_grade   TEXT,
  image_level   TEXT CHECK (image_level IN ('excellent', 'pass', 'fail')),
  reviewer_id   INTEGER REFERENCES sys_user(id) ON DELETE SET NULL,
  reviewer_name TEXT NOT NULL,
  time          TEXT NOT NULL,
  version       INTEGER NOT NULL DEFAULT 1
);
