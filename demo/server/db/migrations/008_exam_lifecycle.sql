-- The exam lifecycle of src/core/exam/lifecycle.ts: three more statuses (8 started, 9 appointed, 10 cancelled), the
-- times they happen, and the exam's own history (every status change, who, when, why). SQLite cannot change a CHECK
-- constraint in place: the table is rebuilt with its rows (the migration runner turns foreign keys off around it and
-- checks them before committing).
CREATE TABLE ris_exam_new (
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
  status             TEXT NOT NULL CHECK (status IN ('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10')),
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
  create_by          TEXT, update_by TEXT, create_time TEXT, update_time TEXT,
  start_time         TEXT,
  cancel_time        TEXT
);
INSERT INTO ris_exam_new (id, exam_no, patient_ref, age, age_unit, patient_type, outpatient_no, inpatient_no, ward, bed_no, apply_no,
    apply_form_id, apply_hospital, apply_dept_name, apply_physician, modality, device_name, check_method, body_part, body_part_small,
    exam_item, clinical_diagnosis, history, purpose, urgency, status, register_time, check_in_time, exam_time, report_time, audit_time,
    print_time, registrar, technician, lmp, gestational_age, create_by, update_by, create_time, update_time)
  SELECT id, exam_no, patient_ref, age, age_unit, patient_type, outpatient_no, inpatient_no, ward, bed_no, apply_no,
    apply_form_id, apply_hospital, apply_dept_name, apply_physician, modality, device_name, check_method, body_part, body_part_small,
    exam_item, clinical_diagnosis, history, purpose, urgency, status, register_time, check_in_time, exam_time, report_time, audit_time,
    print_time, registrar, technician, lmp, gestational_age, create_by, update_by, create_time, update_time FROM ris_exam;
DROP TABLE ris_exam;
ALTER TABLE ris_exam_new RENAME TO ris_exam;
CREATE INDEX idx_ris_exam_patient ON ris_exam(patient_ref);
CREATE INDEX idx_ris_exam_register ON ris_exam(register_time);
CREATE INDEX idx_ris_exam_status ON ris_exam(status);
CREATE INDEX idx_ris_exam_modality ON ris_exam(modality);

CREATE TABLE ris_exam_history (
  id          INTEGER PRIMARY KEY,
  exam_id     INTEGER NOT NULL REFERENCES ris_exam(id) ON DELETE CASCADE,
  action      TEXT NOT NULL,
  from_status TEXT NOT NULL,
  to_status   TEXT NOT NULL,
  operator    TEXT NOT NULL,
  time        TEXT NOT NULL,
  reason      TEXT
);
CREATE INDEX idx_ris_exam_history_exam ON ris_exam_history(exam_id, id);

-- A database seeded before this migration gets the new statuses' dictionary entries (a fresh one gets them from the seed).
INSERT INTO sys_dict_detail (dict_id, label, value, dict_sort, create_by, create_time)
  SELECT d.id, v.label, v.value, v.sort, 'admin', datetime('now') FROM sys_dict d
  JOIN (SELECT '检查中' AS label, '8' AS value, 9 AS sort UNION ALL SELECT '已预约', '9', 10 UNION ALL SELECT '已取消', '10', 11) v
  WHERE d.name = 'exam_status' AND NOT EXISTS (SELECT 1 FROM sys_dict_detail x WHERE x.dict_id = d.id AND x.value = v.value);
