-- Per-report edit locks: who has an exam's report open in the editor, since when, and when the editor last said it
-- is still there. A lock whose editor went silent (no heartbeat for two minutes: a closed tab, a crash) is free again;
-- an audit physician may take a live one over with a reason, kept in the exam's history.
CREATE TABLE ris_report_lock (
  exam_id      INTEGER PRIMARY KEY REFERENCES ris_exam(id) ON DELETE CASCADE,
  user_id      INTEGER NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  user_name    TEXT NOT NULL,
  since        TEXT NOT NULL,       -- yyyy-MM-dd HH:mm:ss
  heartbeat_at INTEGER NOT NULL     -- epoch ms
);
