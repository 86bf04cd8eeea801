-- A report's history records takeovers (another physician continuing a report, with the reason). SQLite cannot
-- change a CHECK constraint in place: the table is rebuilt with its rows.
CREATE TABLE ris_report_history_new (
  id         INTEGER PRIMARY KEY,
  report_id  INTEGER NOT NULL REFERENCES ris_report(id) ON DELETE CASCADE,
  exam_id    INTEGER NOT NULL REFERENCES ris_exam(id) ON DELETE CASCADE,
  version    INTEGER NOT NULL,
  action     TEXT NOT NULL CHECK (action IN ('save', 'submit', 'audit', 'reject', 'addendum', 'print', 'void', 'takeover')),
  operator   TEXT NOT NULL,
  time       TEXT NOT NULL,
  findings   TEXT NOT NULL,
  impression TEXT NOT NULL,
  reason     TEXT
);
INSERT INTO ris_report_history_new (id, report_id, exam_id, version, action, operator, time, findings, impression, reason)
  SELECT id, report_id, exam_id, version, action, operator, time, findings, impression, reason FROM ris_report_history;
DROP TABLE ris_report_history;
ALTER TABLE ris_report_history_new RENAME TO ris_report_history;
CREATE INDEX idx_ris_report_history_exam ON ris_report_history(exam_id, id);
