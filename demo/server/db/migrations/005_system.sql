-- System management: custom data-scope departments of roles, timing tasks and their logs, the hospital's device
-- types (modalities) and devices.

CREATE TABLE sys_roles_depts (
  role_id INTEGER NOT NULL REFERENCES sys_role(id) ON DELETE CASCADE,
  dept_id INTEGER NOT NULL REFERENCES sys_dept(id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, dept_id)
);

CREATE TABLE sys_quartz_job (
  id                  INTEGER PRIMARY KEY,
  job_name            TEXT NOT NULL,
  bean_name           TEXT NOT NULL,
  method_name         TEXT NOT NULL,
  params              TEXT,
  cron_expression     TEXT NOT NULL,
  is_pause            INTEGER NOT NULL DEFAULT 0,
  person_in_charge    TEXT,
  email               TEXT,
  sub_task            TEXT,
  pause_after_failure INTEGER NOT NULL DEFAULT 0,
  description         TEXT,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);

CREATE TABLE sys_quartz_log (
  id               INTEGER PRIMARY KEY,
  job_id           INTEGER,
  job_name         TEXT NOT NULL,
  bean_name        TEXT NOT NULL,
  method_name      TEXT NOT NULL,
  params           TEXT,
  cron_expression  TEXT NOT NULL,
  is_success       INTEGER NOT NULL,
  exception_detail TEXT,
  time             INTEGER NOT NULL,
  create_time      TEXT NOT NULL
);
CREATE INDEX idx_sys_quartz_log_time ON sys_quartz_log(create_time);
CREATE INDEX idx_sys_quartz_log_job ON sys_quartz_log(job_name);

-- What the daily statistics task keeps (one row per day and modality).
CREATE TABLE stat_daily_snapshot (
  day       TEXT NOT NULL,
  modality  TEXT NOT NULL,
  exams     INTEGER NOT NULL,
  reported  INTEGER NOT NULL,
  PRIMARY KEY (day, modality)
);

-- A device type is a modality of the hospital (CT, US, ECG …) and the department that performs it.
CREATE TABLE ris_modality (
  id          INTEGER PRIMARY KEY,
  code        TEXT NOT NULL UNIQUE,
  name        TEXT NOT NULL,
  dept_id     INTEGER REFERENCES sys_dept(id),
  sort        INTEGER NOT NULL DEFAULT 999,
  enabled     INTEGER NOT NULL DEFAULT 1,
  description TEXT,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);

CREATE TABLE ris_device (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  ae_title    TEXT NOT NULL UNIQUE,
  modality_id INTEGER NOT NULL REFERENCES ris_modality(id),
  room        TEXT,
  ip          TEXT,
  port        INTEGER,
  status      TEXT NOT NULL DEFAULT '1',
  description TEXT,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);
CREATE INDEX idx_ris_device_modality ON ris_device(modality_id);
