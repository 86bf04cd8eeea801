-- The server's copy of a physician's report drafts (issue 12): the editor keeps every keystroke in the browser, per user
-- and exam; an explicit logout first stores them here and then removes them from the browser, so a shared workstation
-- keeps no patient text for the next user while the physician finds his words again on any workstation. The editor also
-- sends its draft here while he types (every half minute). Saving or submitting the report drops the copy.
CREATE TABLE ris_report_draft (
  user_id        INTEGER NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  exam_id        INTEGER NOT NULL REFERENCES ris_exam(id) ON DELETE CASCADE,
  findings       TEXT NOT NULL,
  impression     TEXT NOT NULL,
  recommendation TEXT NOT NULL DEFAULT '',
  positive       INTEGER,           -- null: not chosen yet
  critical       INTEGER NOT NULL DEFAULT 0,
  icd_codes      TEXT NOT NULL DEFAULT '[]',  -- JSON array of codes
  base_version   INTEGER,           -- the report version the draft started from (null: no report yet)
  saved_at       INTEGER NOT NULL,  -- epoch ms on the writer's clock (when the text was typed)
  stored_at      TEXT NOT NULL,     -- yyyy-MM-dd HH:mm:ss on the server
  PRIMARY KEY (user_id, exam_id)
);
