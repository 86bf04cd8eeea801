-- ECG measurements (issue 13): per exam, what the ECG physician measured (rate, intervals in ms, frontal axis in
-- degrees, the longest and shortest RR), the QTc the server computed with the formula chosen (src/core/ecg/qtc.ts),
-- the rhythm code and the interpretation lines (JSON array of the report's words), who saved them when, and a version
-- a later save must quote.
CREATE TABLE ris_ecg_measurement (
  exam_id        INTEGER PRIMARY KEY REFERENCES ris_exam(id) ON DELETE CASCADE,
  hr             INTEGER,           -- /min
  pr             INTEGER,           -- ms
  qrs            INTEGER,           -- ms
  qt             INTEGER,           -- ms
  qtc            INTEGER,           -- ms, by qtc_formula; NULL without qt or hr
  qtc_formula    TEXT NOT NULL CHECK (qtc_formula IN ('bazett', 'fridericia', 'framingham', 'hodges')),
  axis           INTEGER,           -- degrees, -180..180
  rhythm         TEXT,              -- EcgRhythm code
  longest_rr     INTEGER,           -- ms
  shortest_rr    INTEGER,           -- ms
  interpretation TEXT NOT NULL DEFAULT '[]', -- JSON array of lines
  author_id      INTEGER REFERENCES sys_user(id) ON DELETE SET NULL,
  author_name    TEXT NOT NULL,
  time           TEXT NOT NULL,     -- yyyy-MM-dd HH:mm:ss
  version        INTEGER NOT NULL DEFAULT 1
);
