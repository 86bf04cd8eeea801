-- Ultrasound measurements (issue 13): per exam, the table the sonographer chose (exam type and obstetric level), the
-- EFW formula and LMP used, each fetus's values with its placenta and presentation, the other tables' values and the
-- breast/thyroid lesions (JSON, validated against the shared field declarations), who saved them when, and a version
-- a later save must quote. Computed values (gestational age, EFW, percentile, TI-RADS level) are not stored: they come
-- from the values through src/core/obstetrics, so a corrected formula never leaves stale numbers behind.
CREATE TABLE ris_us_measurement (
  exam_id      INTEGER PRIMARY KEY REFERENCES ris_exam(id) ON DELETE CASCADE,
  exam_type    TEXT CHECK (exam_type IN ('early', 'nt', 'obstetric', 'gynecology', 'breast', 'thyroid', 'abdomen')),
  level        TEXT CHECK (level IN ('I', 'II', 'III', 'IV')),
  efw_formula  TEXT NOT NULL DEFAULT 'hadlock4',
  lmp          TEXT,                     -- yyyy-MM-dd
  fetuses      TEXT NOT NULL DEFAULT '[]', -- JSON array of FetusMeasurements (labels A–E in order)
  field_values TEXT NOT NULL DEFAULT '{}', -- JSON object: field key → number or choice
  lesions      TEXT NOT NULL DEFAULT '[]', -- JSON array of UsLesion
  updated_by   INTEGER REFERENCES sys_user(id) ON DELETE SET NULL,
  updated_name TEXT NOT NULL,
  updated_at   TEXT NOT NULL,            -- yyyy-MM-dd HH:mm:ss
  version      INTEGER NOT NULL DEFAULT 1
);
