-- The registration desk: the reference tables its cascades read (apply hospitals → departments → physicians;
-- modality → check methods, body parts → small body parts), what a registration adds to the exam (maternity
-- fields, fee, the HIS order item it came from, contrast), the exam-number sequences and format, and the
-- registration requests already answered (a retried save returns the same exams instead of registering twice).

CREATE TABLE ris_apply_hospital (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  code        TEXT,
  own         INTEGER NOT NULL DEFAULT 0,          -- 1: this hospital (the default choice)
  sort        INTEGER NOT NULL DEFAULT 999,
  enabled     INTEGER NOT NULL DEFAULT 1,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);

CREATE TABLE ris_apply_dept (
  id          INTEGER PRIMARY KEY,
  hospital_id INTEGER NOT NULL REFERENCES ris_apply_hospital(id),
  name        TEXT NOT NULL,
  sort        INTEGER NOT NULL DEFAULT 999,
  enabled     INTEGER NOT NULL DEFAULT 1,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT,
  UNIQUE (hospital_id, name)
);

CREATE TABLE ris_apply_physician (
  id            INTEGER PRIMARY KEY,
  apply_dept_id INTEGER NOT NULL REFERENCES ris_apply_dept(id),
  name          TEXT NOT NULL,
  title         TEXT,
  sort          INTEGER NOT NULL DEFAULT 999,
  enabled       INTEGER NOT NULL DEFAULT 1,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);
CREATE INDEX idx_ris_apply_physician_dept ON ris_apply_physician(apply_dept_id);

CREATE TABLE ris_check_method (
  id          INTEGER PRIMARY KEY,
  modality_id INTEGER NOT NULL REFERENCES ris_modality(id),
  name        TEXT NOT NULL,
  fee_extra   REAL NOT NULL DEFAULT 0,            -- added to the body part's fee (enhanced scans cost more)
  sort        INTEGER NOT NULL DEFAULT 999,
  enabled     INTEGER NOT NULL DEFAULT 1,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT,
  UNIQUE (modality_id, name)
);

CREATE TABLE ris_body_part (
  id          INTEGER PRIMARY KEY,
  modality_id INTEGER NOT NULL REFERENCES ris_modality(id),
  name        TEXT NOT NULL,
  fee         REAL NOT NULL DEFAULT 0,
  minutes     INTEGER NOT NULL DEFAULT 15,         -- how long the exam takes on the device (appointment slots)
  sort        INTEGER NOT NULL DEFAULT 999,
  enabled     INTEGER NOT NULL DEFAULT 1,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT,
  UNIQUE (modality_id, name)
);

CREATE TABLE ris_body_part_small (
  id           INTEGER PRIMARY KEY,
  body_part_id INTEGER NOT NULL REFERENCES ris_body_part(id) ON DELETE CASCADE,
  name         TEXT NOT NULL,
  sort         INTEGER NOT NULL DEFAULT 999,
  enabled      INTEGER NOT NULL DEFAULT 1,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT,
  UNIQUE (body_part_id, name)
);

-- Settings of the registration desk (the exam-number format, `examNoFormat`).
CREATE TABLE ris_setting (
  key         TEXT PRIMARY KEY,
  value       TEXT NOT NULL,
  update_by   TEXT,
  update_time TEXT
);

-- The last number given per exam-number prefix (the format rendered without its sequence).
CREATE TABLE ris_exam_no_seq (
  prefix TEXT PRIMARY KEY,
  last   INTEGER NOT NULL
);

-- A registration answered once is answered again with the same exams (the client's request id, per user).
CREATE TABLE ris_registration_request (
  request_id TEXT NOT NULL,
  user_id    INTEGER NOT NULL,
  exam_ids   TEXT NOT NULL,                        -- JSON array
  time       TEXT NOT NULL,
  PRIMARY KEY (user_id, request_id)
);

ALTER TABLE ris_patient ADD COLUMN create_time TEXT;
CREATE INDEX idx_ris_patient_id_card ON ris_patient(id_card_no);
CREATE INDEX idx_ris_patient_name_birth ON ris_patient(name, birth_date);

ALTER TABLE ris_exam ADD COLUMN gravidity INTEGER;
ALTER TABLE ris_exam ADD COLUMN parity INTEGER;
ALTER TABLE ris_exam ADD COLUMN fetus_count INTEGER;
ALTER TABLE ris_exam ADD COLUMN edd TEXT;
ALTER TABLE ris_exam ADD COLUMN fee REAL;
ALTER TABLE ris_exam ADD COLUMN apply_form_item_id INTEGER REFERENCES ris_apply_form_item(id);
ALTER TABLE ris_exam ADD COLUMN device_id INTEGER REFERENCES ris_device(id);
ALTER TABLE ris_exam ADD COLUMN contrast_agent TEXT;
ALTER TABLE ris_exam ADD COLUMN contrast_dose TEXT;
-- One HIS order item is registered once: of two registrars taking the same order, one wins.
CREATE UNIQUE INDEX idx_ris_exam_apply_item ON ris_exam(apply_form_item_id) WHERE apply_form_item_id IS NOT NULL AND status NOT IN ('7', '10');
-- The duplicate check: the same patient, modality and body part on one day.
CREATE INDEX idx_ris_exam_patient_day ON ris_exam(patient_ref, modality, body_part, register_time);
