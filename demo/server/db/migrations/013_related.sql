-- Related exams and duplicate patients (registrations/related). A patient registered twice (a typo in the name, a new
-- card, an emergency registration without ID) is merged into the record that survives: the merged record is kept,
-- hidden from every search, and points at its survivor; each merge is an audit row that can be undone. Exams of one
-- visit read together (a CT of chest and abdomen, a scan and its follow-up) share a link group number; every link and
-- unlink is logged. Exam histories record both (actions merge, unmerge, link, unlink).

ALTER TABLE ris_patient ADD COLUMN merged_into INTEGER REFERENCES ris_patient(id);
CREATE INDEX idx_ris_patient_merged ON ris_patient(merged_into);

CREATE TABLE ris_patient_merge (
  id             INTEGER PRIMARY KEY,
  survivor_id    INTEGER NOT NULL REFERENCES ris_patient(id),
  merged_id      INTEGER NOT NULL REFERENCES ris_patient(id),
  moved_exam_ids TEXT NOT NULL,                 -- JSON array of the exam ids moved to the survivor
  reason         TEXT NOT NULL,
  operator       TEXT NOT NULL,                 -- who merged (nick name)
  time           TEXT NOT NULL,
  undone_by      TEXT,
  undone_at      TEXT,
  undo_reason    TEXT,
  CHECK (survivor_id <> merged_id)
);
CREATE INDEX idx_ris_patient_merge_time ON ris_patient_merge(time);
CREATE INDEX idx_ris_patient_merge_merged ON ris_patient_merge(merged_id);

CREATE TABLE ris_exam_link (
  exam_id   INTEGER PRIMARY KEY REFERENCES ris_exam(id) ON DELETE CASCADE,
  group_no  TEXT NOT NULL,                      -- GL + yyyyMMdd + sequence
  linked_by TEXT NOT NULL,
  linked_at TEXT NOT NULL
);
CREATE INDEX idx_ris_exam_link_group ON ris_exam_link(group_no);

CREATE TABLE ris_exam_link_log (
  id       INTEGER PRIMARY KEY,
  group_no TEXT NOT NULL,
  action   TEXT NOT NULL CHECK (action IN ('link', 'unlink')),
  exam_ids TEXT NOT NULL,                       -- JSON array
  reason   TEXT,
  operator TEXT NOT NULL,
  time     TEXT NOT NULL
);
CREATE INDEX idx_ris_exam_link_log_group ON ris_exam_link_log(group_no, id);
