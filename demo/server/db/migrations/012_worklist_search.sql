-- The worklists' search over a hospital's years of exams: one FTS5 trigram index of what a registrar types — exam,
-- patient, HIS and order numbers, the name, its pinyin (without spaces) and pinyin initials — kept by triggers on
-- exams and patients; the patient's pinyin initials (林晓雯 → LXW) as an indexed column for texts shorter than a
-- trigram; composite indexes for each offered filter sorted by registration time.
-- Two SQL functions come from the server (lib/searchText.ts, registered by migrate() on every connection):
-- clinic_initials(pinyin) and clinic_search_text(examNo, name, pinyin, patientId, hisPatientId, applyNo).

ALTER TABLE ris_patient ADD COLUMN name_initials TEXT NOT NULL DEFAULT '';
UPDATE ris_patient SET name_initials = clinic_initials(name_pinyin);
CREATE INDEX idx_ris_patient_initials ON ris_patient(name_initials);

CREATE TRIGGER trg_ris_patient_initials_insert AFTER INSERT ON ris_patient BEGIN
  UPDATE ris_patient SET name_initials = clinic_initials(NEW.name_pinyin) WHERE id = NEW.id;
END;

CREATE VIRTUAL TABLE ris_exam_search USING fts5(text, content = '', contentless_delete = 1, tokenize = 'trigram');
INSERT INTO ris_exam_search (rowid, text)
  SELECT e.id, clinic_search_text(e.exam_no, p.name, p.name_pinyin, p.patient_id, p.his_patient_id, e.apply_no)
  FROM ris_exam e JOIN ris_patient p ON p.id = e.patient_ref;

CREATE TRIGGER trg_ris_exam_search_insert AFTER INSERT ON ris_exam BEGIN
  INSERT INTO ris_exam_search (rowid, text)
    SELECT NEW.id, clinic_search_text(NEW.exam_no, p.name, p.name_pinyin, p.patient_id, p.his_patient_id, NEW.apply_no)
    FROM ris_patient p WHERE p.id = NEW.patient_ref;
END;
CREATE TRIGGER trg_ris_exam_search_update AFTER UPDATE OF exam_no, patient_ref, apply_no ON ris_exam BEGIN
  DELETE FROM ris_exam_search WHERE rowid = OLD.id;
  INSERT INTO ris_exam_search (rowid, text)
    SELECT NEW.id, clinic_search_text(NEW.exam_no, p.name, p.name_pinyin, p.patient_id, p.his_patient_id, NEW.apply_no)
    FROM ris_patient p WHERE p.id = NEW.patient_ref;
END;
CREATE TRIGGER trg_ris_exam_search_delete AFTER DELETE ON ris_exam BEGIN
  DELETE FROM ris_exam_search WHERE rowid = OLD.id;
END;
-- A patient's name or numbers changed (a correction, a merge): his exams are found by the new ones.
CREATE TRIGGER trg_ris_patient_search_update AFTER UPDATE OF name, name_pinyin, patient_id, his_patient_id ON ris_patient BEGIN
  UPDATE ris_patient SET name_initials = clinic_initials(NEW.name_pinyin) WHERE id = NEW.id AND name_initials <> clinic_initials(NEW.name_pinyin);
  DELETE FROM ris_exam_search WHERE rowid IN (SELECT id FROM ris_exam WHERE patient_ref = NEW.id);
  INSERT INTO ris_exam_search (rowid, text)
    SELECT e.id, clinic_search_text(e.exam_no, NEW.name, NEW.name_pinyin, NEW.patient_id, NEW.his_patient_id, e.apply_no)
    FROM ris_exam e WHERE e.patient_ref = NEW.id;
END;

CREATE INDEX idx_ris_exam_status_time ON ris_exam(status, register_time);
CREATE INDEX idx_ris_exam_modality_time ON ris_exam(modality, register_time);
CREATE INDEX idx_ris_exam_device_time ON ris_exam(device_id, register_time);
CREATE INDEX idx_ris_exam_dept_time ON ris_exam(apply_dept_name, register_time);
-- The composites above serve what these served.
DROP INDEX IF EXISTS idx_ris_exam_status;
DROP INDEX IF EXISTS idx_ris_exam_modality;
