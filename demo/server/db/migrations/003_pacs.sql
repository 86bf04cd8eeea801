-- Images: studies (one per exam that has images), series and instances. `file` names where an instance lives:
-- 'asset:<path>' under demo/assets/dicom, 'pacs:<path>' under DATA_DIR/pacs (generated at first start).

CREATE TABLE pacs_study (
  id                 INTEGER PRIMARY KEY,
  exam_id            INTEGER UNIQUE REFERENCES ris_exam(id) ON DELETE SET NULL,
  study_instance_uid TEXT NOT NULL UNIQUE,
  patient_name       TEXT NOT NULL,
  patient_id         TEXT NOT NULL,
  study_date         TEXT,
  description        TEXT,
  modality           TEXT NOT NULL,
  image_count        INTEGER NOT NULL DEFAULT 0,
  -- 'ct-phantom' on the study whose identity the generated CT series carries.
  generator          TEXT
);

CREATE TABLE pacs_series (
  id                  INTEGER PRIMARY KEY,
  study_id            INTEGER NOT NULL REFERENCES pacs_study(id) ON DELETE CASCADE,
  series_instance_uid TEXT NOT NULL,
  series_number       INTEGER NOT NULL,
  modality            TEXT NOT NULL,
  description         TEXT NOT NULL
);
CREATE INDEX idx_pacs_series_study ON pacs_series(study_id);

CREATE TABLE pacs_image (
  id                INTEGER PRIMARY KEY,
  series_id         INTEGER NOT NULL REFERENCES pacs_series(id) ON DELETE CASCADE,
  study_id          INTEGER NOT NULL REFERENCES pacs_study(id) ON DELETE CASCADE,
  sop_instance_uid  TEXT NOT NULL,
  instance_number   INTEGER NOT NULL,
  slice_position    REAL,
  file              TEXT NOT NULL,
  content_type      TEXT NOT NULL CHECK (content_type IN ('application/dicom', 'image/jpeg', 'image/png')),
  rows              INTEGER,
  columns           INTEGER,
  frames            INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX idx_pacs_image_series ON pacs_image(series_id, instance_number);
CREATE INDEX idx_pacs_image_study ON pacs_image(study_id);

-- Key images staged for an exam's report (the temporary key-image list).
CREATE TABLE ris_key_image (
  exam_id     INTEGER NOT NULL REFERENCES ris_exam(id) ON DELETE CASCADE,
  image_id    INTEGER NOT NULL REFERENCES pacs_image(id) ON DELETE CASCADE,
  frame       INTEGER NOT NULL DEFAULT 0,
  note        TEXT,
  create_by   TEXT,
  create_time TEXT,
  PRIMARY KEY (exam_id, image_id, frame)
);
