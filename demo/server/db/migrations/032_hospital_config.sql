-- Hospital configuration (issue 15): the hospital's identity as hospital settings beside the department rules already
-- kept in `ris_setting` (`examNoFormat`, `turnaround.limitMinutes.*`, `critical.limitMinutes.*`), all read through one
-- server module (demo/server/lib/hospitalSettings.ts) and edited by the `mnt/hospitalConfig` view. `hospital.version`
-- counts the saves, so that two administrators saving from the same version get a 409 instead of losing an edit.
-- Texts left empty fall back to the console's localised words (title, copyright line).
INSERT OR IGNORE INTO ris_setting (key, value, update_by, update_time) VALUES
  ('hospital.version', '1', 'system', '2025-01-01 00:00:00'),
  ('hospital.name', '康宁市妇幼保健院', 'system', '2025-01-01 00:00:00'),
  ('hospital.consoleTitle', '', 'system', '2025-01-01 00:00:00'),
  ('hospital.address', '健康路 1 号', 'system', '2025-01-01 00:00:00'),
  ('hospital.phone', '0571-8700 0000', 'system', '2025-01-01 00:00:00'),
  ('hospital.letterhead', '[]', 'system', '2025-01-01 00:00:00'),
  ('hospital.departments', '[{"name":"放射科","modalities":["CT","MR","DR","MG"],"address":"门诊楼二楼","phone":"0571-8700 0201"},{"name":"超声科","modalities":["US"],"address":"门诊楼三楼","phone":"0571-8700 0301"},{"name":"心电图室","modalities":["ECG"],"address":"门诊楼三楼","phone":"0571-8700 0311"},{"name":"内镜中心","modalities":["ES"],"address":"医技楼四楼","phone":"0571-8700 0401"},{"name":"病理科","modalities":["PIS"],"address":"医技楼五楼","phone":"0571-8700 0501"}]', 'system', '2025-01-01 00:00:00'),
  ('hospital.footer', '', 'system', '2025-01-01 00:00:00'),
  ('hospital.caseNumber', '浙ICP备2025031520号', 'system', '2025-01-01 00:00:00'),
  ('hospital.reportQr', '0', 'system', '2025-01-01 00:00:00'),
  ('hospital.publicBaseUrl', '', 'system', '2025-01-01 00:00:00'),
  ('hospital.feedbackUrl', '', 'system', '2025-01-01 00:00:00');

-- The logo shown in the console's sidebar and on report letterheads: one image, PNG or JPEG, checked on its bytes.
CREATE TABLE ris_hospital_logo (
  id          INTEGER PRIMARY KEY CHECK (id = 1),
  mime        TEXT NOT NULL,
  data        BLOB NOT NULL,
  update_by   TEXT,
  update_time TEXT
);
