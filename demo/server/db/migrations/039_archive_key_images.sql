-- Issue 16: key images of studies that live in the hospital's PACS. Their instances have no image id of this server
-- (`pacs_image`), so they are kept by their DICOM identity: the SOP Instance UID with its series and study. The report
-- lists them with the embedded key images (`ris_key_image`), in the order they were marked.
CREATE TABLE ris_key_image_archive (
  exam_id             INTEGER NOT NULL REFERENCES ris_exam(id) ON DELETE CASCADE,
  sop_instance_uid    TEXT NOT NULL,
  series_instance_uid TEXT NOT NULL,
  study_instance_uid  TEXT NOT NULL,
  frame               INTEGER NOT NULL DEFAULT 0,
  note                TEXT,
  create_by           TEXT,
  create_time         TEXT,
  PRIMARY KEY (exam_id, sop_instance_uid, frame)
);
CREATE INDEX idx_ris_key_image_archive_sop ON ris_key_image_archive(sop_instance_uid);
