-- Endoscopy (issue 13): the images captured during an exam and the biopsies taken.
-- A capture's file lives under `<dataDir>/endoscopy/` with a random name (JPEG or PNG, checked on its first bytes);
-- its site label, its place in the report's print order and whether the report includes it are the endoscopist's.
CREATE TABLE ris_es_capture (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  exam_id     INTEGER NOT NULL REFERENCES ris_exam(id) ON DELETE CASCADE,
  file        TEXT NOT NULL,                  -- file name under <dataDir>/endoscopy
  mime        TEXT NOT NULL CHECK (mime IN ('image/jpeg', 'image/png')),
  width       INTEGER NOT NULL,
  height      INTEGER NOT NULL,
  size        INTEGER NOT NULL,               -- bytes
  site        TEXT,                           -- 胃窦…; null until labelled
  sort        INTEGER NOT NULL,               -- print order within the exam, 1-based
  in_report   INTEGER NOT NULL DEFAULT 1 CHECK (in_report IN (0, 1)),
  captured_by TEXT NOT NULL,
  captured_at TEXT NOT NULL,                  -- yyyy-MM-dd HH:mm:ss
  version     INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX ris_es_capture_exam ON ris_es_capture (exam_id, sort);

-- Biopsies: site, pieces and the specimen bottle's number, one bottle number once per exam; `specimen_id` is the
-- pathology specimen made of it (set by the pathology department through PUT api/biopsy/{id}/specimen; no foreign
-- key, the specimen table belongs to pathology).
CREATE TABLE ris_biopsy (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  exam_id     INTEGER NOT NULL REFERENCES ris_exam(id) ON DELETE CASCADE,
  site        TEXT NOT NULL,
  pieces      INTEGER NOT NULL CHECK (pieces BETWEEN 1 AND 99),
  bottle_no   TEXT NOT NULL,
  taken_by    TEXT NOT NULL,
  taken_at    TEXT NOT NULL,                  -- yyyy-MM-dd HH:mm:ss
  specimen_id INTEGER,
  version     INTEGER NOT NULL DEFAULT 1,
  UNIQUE (exam_id, bottle_no)
);
CREATE INDEX ris_biopsy_specimen ON ris_biopsy (specimen_id);
