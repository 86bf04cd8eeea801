-- Issue 16, the real PACS path: the modality worklist item of a registered exam and the images that arrive for it.
-- `study_instance_uid` is given to the exam when its worklist item is published (the modality copies it into the
-- images, so they match the exam) or taken from the first images that arrive with the exam's accession number.
-- Image arrival is a fact on the exam (count, first and last image), not a status (src/core/exam/lifecycle.ts).
ALTER TABLE ris_exam ADD COLUMN study_instance_uid TEXT;
ALTER TABLE ris_exam ADD COLUMN arrived_images INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ris_exam ADD COLUMN first_image_time TEXT;
ALTER TABLE ris_exam ADD COLUMN last_image_time TEXT;
CREATE INDEX idx_ris_exam_study_uid ON ris_exam(study_instance_uid);

-- How far the server has read the archive's change feed (Orthanc's `GET /changes?since=`), per archive root.
CREATE TABLE pacs_change_feed (
  archive     TEXT PRIMARY KEY,
  last_seq    INTEGER NOT NULL,
  update_time TEXT NOT NULL
);
