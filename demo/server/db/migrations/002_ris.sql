-- RIS: patients, HIS application forms, exams (registration records), reports with their addenda, revision
-- history, critical-value notices and ICD codes. Times are text 'yyyy-MM-dd HH:mm:ss' (server time zone).

CREATE TABLE ris_patient (
  id             INTEGER PRIMARY KEY,
  patient_id     TEXT NOT NULL UNIQUE,          -- RIS patient id (DICOM PatientID)
  his_patient_id TEXT,
  name           TEXT NOT NULL,
  name_pinyin    TEXT NOT NULL,
  gender         TEXT NOT NULL,                 -- 男 / 女 / 未知
  birth_date     TEXT NOT NULL,                 -- yyyy-MM-dd
  phone          TEXT,
  id_card_no     TEXT
);
CREATE INDEX idx_ris_patient_his ON ris_patient(his_patient_id);

CREATE TABLE ris_apply_form (
  id                 INTEGER PRIMARY KEY,
  apply_no           TEXT NOT NULL UNIQUE,
  apply_time         TEXT NOT NULL,
  apply_hospital     TEXT NOT NULL,
  apply_dept_name    TEXT NOT NULL,
  apply_physician    TEXT NOT NULL,
  patient_ref        INTEGER NOT NULL REFERENCES ris_patient(id),
  age                INTEGER NOT NULL,
  age_unit           TEXT NOT NULL,
  patient_type       TEXT NOT NULL,
  clinical_diagnosis TEXT,
  history            TEXT,
  purpose            TEXT
);

CREATE TABLE ris_apply_form_item (
  id        INTEGER PRIMARY KEY,
  form_id   INTEGER NOT NULL REFERENCES ris_apply_form(id) ON DELETE CASCADE,
  exam_item TEXT NOT NULL,
  modality  TEXT NOT NULL,
  body_part TEXT NOT NULL,
  fee       REAL NOT NULL
);
CREATE INDEX idx_ris_apply_form_item_form ON ris_apply_form_item(form_id);

CREATE TABLE ris_exam (
  id                 INTEGER PRIMARY KEY,
  exam_no            TEXT NOT NULL UNIQUE,
  patient_ref        INTEGER NOT NULL REFERENCES ris_patient(id),
  age                INTEGER NOT NULL,
  age_unit           TEXT NOT NULL CHECK (age_unit IN ('Y', 'M', 'W', 'D')),
  patient_type       TEXT NOT NULL,
  outpatient_no      TEXT,
  inpatient_no       TEXT,
  ward               TEXT,
  bed_no             TEXT,
  apply_no           TEXT NOT NULL,
  apply_form_id      INTEGER REFERENCES ris_apply_form(id),
  apply_hospital     TEXT NOT NULL,
  apply_dept_name    TEXT NOT NULL,
  apply_physician    TEXT NOT NULL,
  modality           TEXT NOT NULL,
  device_name        TEXT,
  check_method       TEXT,
  body_part          TEXT NOT NULL,
  body_part_small    TEXT,
  exam_item          TEXT NOT NULL,
  clinical_diagnosis TEXT,
  history            TEXT,
  purpose            TEXT,
  urgency            TEXT NOT NULL DEFAULT '0',
  status             TEXT NOT NULL CHECK (status IN ('0', '1', '2', '3', '4', '5', '6', '7')),
  register_time      TEXT NOT NULL,
  check_in_time      TEXT,
  exam_time          TEXT,
  report_time        TEXT,
  audit_time         TEXT,
  print_time         TEXT,
  registrar          TEXT,
  technician         TEXT,
  lmp                TEXT,
  gestational_age    TEXT,
  create_by          TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);
CREATE INDEX idx_ris_exam_patient ON ris_exam(patient_ref);
CREATE INDEX idx_ris_exam_register ON ris_exam(register_time);
CREATE INDEX idx_ris_exam_status ON ris_exam(status);
CREATE INDEX idx_ris_exam_modality ON ris_exam(modality);

-- One current report per exam. `state` follows the exam status (see models/reports.ts).
CREATE TABLE ris_report (
  id               INTEGER PRIMARY KEY,
  exam_id          INTEGER NOT NULL UNIQUE REFERENCES ris_exam(id) ON DELETE CASCADE,
  state            TEXT NOT NULL CHECK (state IN ('draft', 'preliminary', 'final', 'corrected', 'rejected', 'void')),
  title            TEXT NOT NULL,
  findings         TEXT NOT NULL,
  impression       TEXT NOT NULL,
  recommendation   TEXT,
  positive         INTEGER NOT NULL DEFAULT 0,
  critical         INTEGER NOT NULL DEFAULT 0,
  report_user_id   INTEGER REFERENCES sys_user(id),
  report_physician TEXT NOT NULL,
  report_time      TEXT NOT NULL,
  audit_user_id    INTEGER REFERENCES sys_user(id),
  audit_physician  TEXT,
  audit_time       TEXT,
  reject_reason    TEXT,
  void_reason      TEXT,
  print_count      INTEGER NOT NULL DEFAULT 0,
  version          INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE ris_report_critical (
  report_id      INTEGER PRIMARY KEY REFERENCES ris_report(id) ON DELETE CASCADE,
  finding        TEXT NOT NULL,
  notified_at    TEXT NOT NULL,
  notified_by    TEXT NOT NULL,
  receiver       TEXT NOT NULL,
  receiver_dept  TEXT NOT NULL,
  receiver_phone TEXT,
  read_back      INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE ris_report_addendum (
  id        INTEGER PRIMARY KEY,
  report_id INTEGER NOT NULL REFERENCES ris_report(id) ON DELETE CASCADE,
  text      TEXT NOT NULL,
  physician TEXT NOT NULL,
  time      TEXT NOT NULL,
  reason    TEXT
);
CREATE INDEX idx_ris_report_addendum_report ON ris_report_addendum(report_id);

-- One row per stored action, with the text as it stood afterwards; never updated.
CREATE TABLE ris_report_history (
  id         INTEGER PRIMARY KEY,
  report_id  INTEGER NOT NULL REFERENCES ris_report(id) ON DELETE CASCADE,
  exam_id    INTEGER NOT NULL REFERENCES ris_exam(id) ON DELETE CASCADE,
  version    INTEGER NOT NULL,
  action     TEXT NOT NULL CHECK (action IN ('save', 'submit', 'audit', 'reject', 'addendum', 'print', 'void')),
  operator   TEXT NOT NULL,
  time       TEXT NOT NULL,
  findings   TEXT NOT NULL,
  impression TEXT NOT NULL,
  reason     TEXT
);
CREATE INDEX idx_ris_report_history_exam ON ris_report_history(exam_id, id);

CREATE TABLE ris_icd (
  code   TEXT PRIMARY KEY,
  name   TEXT NOT NULL,
  pinyin TEXT NOT NULL,
  sort   INTEGER NOT NULL
);

CREATE TABLE ris_report_icd (
  report_id INTEGER NOT NULL REFERENCES ris_report(id) ON DELETE CASCADE,
  code      TEXT NOT NULL REFERENCES ris_icd(code),
  sort      INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (report_id, code)
);
