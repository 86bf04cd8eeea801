-- Pathology specimens (issue 13, `pis/list`): what the pathology department received, its descriptions and diagnosis,
-- draft → preliminary → final, and amended after that (never edited). The patient comes from the exam the specimen is
-- reported under (a PIS exam) or the one it came from (`source_exam_id`: an endoscopy, a guided biopsy); `biopsy_id`
-- names the endoscopy biopsy (migration 022's ris_biopsy) it was made of, one specimen per biopsy.
CREATE TABLE pis_specimen (
  id                      INTEGER PRIMARY KEY AUTOINCREMENT,
  specimen_no             TEXT NOT NULL UNIQUE,
  specimen_type           TEXT NOT NULL CHECK (specimen_type IN ('biopsy', 'surgical', 'cytology', 'frozen', 'consultation')),
  patient_ref             INTEGER NOT NULL REFERENCES ris_patient(id),
  exam_id                 INTEGER REFERENCES ris_exam(id) ON DELETE SET NULL,
  source_exam_id          INTEGER REFERENCES ris_exam(id) ON DELETE SET NULL,
  biopsy_id               INTEGER REFERENCES ris_biopsy(id) ON DELETE SET NULL,
  collected_at            TEXT,                    -- yyyy-MM-dd HH:mm:ss
  received_at             TEXT NOT NULL,
  clinical_history        TEXT NOT NULL DEFAULT '',
  gross_description       TEXT NOT NULL DEFAULT '',
  microscopic_description TEXT NOT NULL DEFAULT '',
  diagnosis               TEXT NOT NULL DEFAULT '',
  state                   TEXT NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'preliminary', 'final', 'amended')),
  pathologist_id          INTEGER REFERENCES sys_user(id) ON DELETE SET NULL,
  pathologist_name        TEXT,
  auditor_id              INTEGER REFERENCES sys_user(id) ON DELETE SET NULL,
  auditor_name            TEXT,
  submitted_at            TEXT,
  finalized_at            TEXT,
  create_by               TEXT NOT NULL,
  update_by               TEXT NOT NULL,
  create_time             TEXT NOT NULL,
  update_time             TEXT NOT NULL,
  version                 INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX pis_specimen_received ON pis_specimen (received_at);
CREATE INDEX pis_specimen_exam ON pis_specimen (exam_id);
CREATE INDEX pis_specimen_source ON pis_specimen (source_exam_id);
CREATE UNIQUE INDEX pis_specimen_biopsy ON pis_specimen (biopsy_id) WHERE biopsy_id IS NOT NULL;

-- Every amendment of a final result keeps what it replaced, why, who and when.
CREATE TABLE pis_specimen_amendment (
  id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  specimen_id          INTEGER NOT NULL REFERENCES pis_specimen(id) ON DELETE CASCADE,
  reason               TEXT NOT NULL,
  previous_diagnosis   TEXT NOT NULL,
  previous_microscopic TEXT NOT NULL,
  amended_by_id        INTEGER REFERENCES sys_user(id) ON DELETE SET NULL,
  amended_by           TEXT NOT NULL,
  amended_at           TEXT NOT NULL
);
CREATE INDEX pis_specimen_amendment_specimen ON pis_specimen_amendment (specimen_id, id);
