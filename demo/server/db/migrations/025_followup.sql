-- Follow-up (随访, issue 14). A case is an exam whose final report is compared with the outcome. Positive reports are
-- cases without a row here until someone follows, closes or adds them; a row is written by adding an exam by hand
-- (reason 'manual'), by its first record, or by closing it. Cases are keyed by their exam (one case per exam).
CREATE TABLE ris_followup_case (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  exam_id    INTEGER NOT NULL UNIQUE REFERENCES ris_exam(id) ON DELETE CASCADE,
  reason     TEXT NOT NULL CHECK (reason IN ('positive', 'manual')),
  added_by   TEXT NOT NULL,                        -- the user's name
  added_at   TEXT NOT NULL,                        -- yyyy-MM-dd HH:mm:ss
  closed_at  TEXT,                                 -- "follow-up finished"; null while open
  closed_by  TEXT
);

-- What was learnt at each follow-up: how, the result (a linked specimen's diagnosis fills it), how the report compares
-- (null while the outcome is not known yet), who followed, and when to follow again. Only its writer changes it.
CREATE TABLE ris_followup_record (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  case_id     INTEGER NOT NULL REFERENCES ris_followup_case(id) ON DELETE CASCADE,
  follow_date TEXT NOT NULL,                       -- yyyy-MM-dd
  method      TEXT NOT NULL CHECK (method IN ('phone', 'emr', 'pathology', 'outpatient', 'surgery')),
  result      TEXT NOT NULL,
  specimen_id INTEGER REFERENCES pis_specimen(id) ON DELETE SET NULL,
  category    TEXT CHECK (category IN ('agree', 'partly', 'disagree')),
  follower    TEXT NOT NULL,
  next_date   TEXT,                                -- yyyy-MM-dd
  remarks     TEXT,
  created_by  INTEGER NOT NULL REFERENCES sys_user(id),
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  version     INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX ris_followup_record_case ON ris_followup_record (case_id, follow_date, id);

-- Whether 基本符合 (partly) counts as agreement in the coincidence rate: a hospital setting, changed on the follow-up page.
INSERT OR IGNORE INTO ris_setting (key, value, update_by, update_time) VALUES
  ('followup.partlyCountsAsAgree', 'true', 'system', '2025-01-01 00:00:00');
