-- Report statistics (issue 14): the report turnaround limits per modality as hospital settings beside the critical
-- notification limits, in the same shape of keys (`turnaround.limitMinutes.<MODALITY>`, minutes from registration to
-- the signed report; `turnaround.limitMinutes.default` for a modality without its own key; the hospital-configuration
-- view edits them), and the index the statistics' period scans read (registration time, with what the summaries group
-- and count by, so a month of a million-exam hospital is read from the index alone).
INSERT OR IGNORE INTO ris_setting (key, value, update_by, update_time) VALUES
  ('turnaround.limitMinutes.US', '180', 'system', '2025-01-01 00:00:00'),
  ('turnaround.limitMinutes.ECG', '120', 'system', '2025-01-01 00:00:00'),
  ('turnaround.limitMinutes.ES', '240', 'system', '2025-01-01 00:00:00'),
  ('turnaround.limitMinutes.DR', '240', 'system', '2025-01-01 00:00:00'),
  ('turnaround.limitMinutes.CT', '360', 'system', '2025-01-01 00:00:00'),
  ('turnaround.limitMinutes.MR', '360', 'system', '2025-01-01 00:00:00'),
  ('turnaround.limitMinutes.MG', '360', 'system', '2025-01-01 00:00:00'),
  ('turnaround.limitMinutes.PIS', '7200', 'system', '2025-01-01 00:00:00'),
  ('turnaround.limitMinutes.default', '1440', 'system', '2025-01-01 00:00:00');

-- The ordering hospitals a physician's statistics cover (api/statistic/auth/applyHospIds): whether a hospital has an
-- exam of his modalities, answered from the index instead of a scan of the hospital's exams.
CREATE INDEX idx_ris_exam_hospital_modality ON ris_exam(apply_hospital, modality);
