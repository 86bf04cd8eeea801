-- HIS orders (electronic application forms) as the registration desk reads them: how the desk finds an order (the
-- patient's medical card, outpatient or inpatient number), the visit and maternity facts the order brings, and each
-- item's body part and check method in the reference tables, so that registering an order needs nothing retyped.
-- An item is registered when a live exam points at it (ris_exam.apply_form_item_id, unique among live exams).

ALTER TABLE ris_apply_form ADD COLUMN card_no TEXT;           -- 就诊卡号
ALTER TABLE ris_apply_form ADD COLUMN outpatient_no TEXT;
ALTER TABLE ris_apply_form ADD COLUMN inpatient_no TEXT;
ALTER TABLE ris_apply_form ADD COLUMN ward TEXT;
ALTER TABLE ris_apply_form ADD COLUMN bed_no TEXT;
ALTER TABLE ris_apply_form ADD COLUMN urgency TEXT NOT NULL DEFAULT '0' CHECK (urgency IN ('0', '1', '2'));
ALTER TABLE ris_apply_form ADD COLUMN lmp TEXT;               -- yyyy-MM-dd, obstetric orders
ALTER TABLE ris_apply_form ADD COLUMN gravidity INTEGER;
ALTER TABLE ris_apply_form ADD COLUMN parity INTEGER;

ALTER TABLE ris_apply_form_item ADD COLUMN body_part_id INTEGER REFERENCES ris_body_part(id);
ALTER TABLE ris_apply_form_item ADD COLUMN body_part_small_id INTEGER REFERENCES ris_body_part_small(id);
ALTER TABLE ris_apply_form_item ADD COLUMN check_method_id INTEGER REFERENCES ris_check_method(id);

CREATE INDEX idx_ris_apply_form_card ON ris_apply_form(card_no);
CREATE INDEX idx_ris_apply_form_outpatient ON ris_apply_form(outpatient_no);
CREATE INDEX idx_ris_apply_form_inpatient ON ris_apply_form(inpatient_no);
CREATE INDEX idx_ris_apply_form_time ON ris_apply_form(apply_time);

-- Orders already stored: their items find their body part and method by modality and name.
UPDATE ris_apply_form_item SET body_part_id = (
  SELECT b.id FROM ris_body_part b JOIN ris_modality m ON m.id = b.modality_id
  WHERE m.code = ris_apply_form_item.modality AND b.name = ris_apply_form_item.body_part);

-- Exams registered from those orders before items were linked: linked when the order item is theirs alone.
UPDATE ris_exam SET apply_form_item_id = (
  SELECT MIN(i.id) FROM ris_apply_form_item i WHERE i.form_id = ris_exam.apply_form_id AND i.exam_item = ris_exam.exam_item)
WHERE apply_form_id IS NOT NULL AND apply_form_item_id IS NULL AND status NOT IN ('7', '10')
  AND (SELECT COUNT(*) FROM ris_exam e2 WHERE e2.apply_form_id = ris_exam.apply_form_id AND e2.exam_item = ris_exam.exam_item
    AND e2.status NOT IN ('7', '10')) = 1
  AND (SELECT COUNT(*) FROM ris_apply_form_item i WHERE i.form_id = ris_exam.apply_form_id AND i.exam_item = ris_exam.exam_item) = 1;
