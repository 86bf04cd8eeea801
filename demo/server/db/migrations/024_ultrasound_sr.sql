-- DICOM structured reports received for an exam (issue 13): the measurements an ultrasound device sends as SR
-- (TID 5000 OB-GYN), kept apart from pacs_image because they are not pictures for the viewer. `file` is
-- 'pacs:<path>' under DATA_DIR/pacs, as for generated images.

CREATE TABLE pacs_sr (
  id                  INTEGER PRIMARY KEY,
  exam_id             INTEGER NOT NULL REFERENCES ris_exam(id) ON DELETE CASCADE,
  study_instance_uid  TEXT NOT NULL,
  series_instance_uid TEXT NOT NULL,
  sop_instance_uid    TEXT NOT NULL UNIQUE,
  sop_class_uid       TEXT NOT NULL,
  file                TEXT NOT NULL,
  received_by         TEXT NOT NULL,
  received_time       TEXT NOT NULL
);
CREATE INDEX idx_pacs_sr_exam ON pacs_sr(exam_id, id);
