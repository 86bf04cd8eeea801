-- Critical values (危急值, issue 12): when a report was first flagged critical and the notification limit of its
-- modality at that moment, the receiver's job number and the clinical handling of the notification record, and the
-- per-modality notification limits as hospital settings (`critical.limitMinutes.<MODALITY>`, minutes; the
-- hospital-configuration view edits them; `critical.limitMinutes.default` for a modality without its own key).
ALTER TABLE ris_report ADD COLUMN critical_flagged_at TEXT;          -- yyyy-MM-dd HH:mm:ss; null when not critical
ALTER TABLE ris_report ADD COLUMN critical_limit_minutes INTEGER;    -- copied from the settings when flagged

ALTER TABLE ris_report_critical ADD COLUMN receiver_job_no TEXT;
ALTER TABLE ris_report_critical ADD COLUMN handling TEXT;

INSERT OR IGNORE INTO ris_setting (key, value, update_by, update_time) VALUES
  ('critical.limitMinutes.US', '10', 'system', '2025-01-01 00:00:00'),
  ('critical.limitMinutes.CT', '15', 'system', '2025-01-01 00:00:00'),
  ('critical.limitMinutes.MR', '15', 'system', '2025-01-01 00:00:00'),
  ('critical.limitMinutes.DR', '15', 'system', '2025-01-01 00:00:00'),
  ('critical.limitMinutes.MG', '15', 'system', '2025-01-01 00:00:00'),
  ('critical.limitMinutes.ECG', '10', 'system', '2025-01-01 00:00:00'),
  ('critical.limitMinutes.ES', '15', 'system', '2025-01-01 00:00:00'),
  ('critical.limitMinutes.default', '15', 'system', '2025-01-01 00:00:00');

-- Reports flagged before this migration: flagged when last written, under today's limit of their modality.
UPDATE ris_report SET critical_flagged_at = report_time,
  critical_limit_minutes = COALESCE(
    (SELECT CAST(s.value AS INTEGER) FROM ris_setting s JOIN ris_exam e ON e.id = ris_report.exam_id
      WHERE s.key = 'critical.limitMinutes.' || e.modality),
    (SELECT CAST(value AS INTEGER) FROM ris_setting WHERE key = 'critical.limitMinutes.default'), 15)
  WHERE critical = 1;
