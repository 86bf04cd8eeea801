-- Coronary calcium scores (issue 12): per exam, the lesions a physician measured on the calcium-scoring CT (one ROI
-- per lesion and slice, with its artery, calcified area and peak HU) as JSON, the totals the server computed from
-- them with the shared Agatston module, who saved them when, and a version a later save must quote.
CREATE TABLE ris_calcium_score (
  exam_id     INTEGER PRIMARY KEY REFERENCES ris_exam(id) ON DELETE CASCADE,
  lesions     TEXT NOT NULL,        -- JSON array of CalciumLesion
  total       REAL NOT NULL,        -- Agatston, unrounded
  volume      REAL NOT NULL,        -- mm³
  lm          REAL NOT NULL,
  lad         REAL NOT NULL,
  lcx         REAL NOT NULL,
  rca         REAL NOT NULL,
  risk        TEXT NOT NULL,
  cac_drs     TEXT NOT NULL,        -- 'CAC-DRS A2/3'
  author_id   INTEGER REFERENCES sys_user(id) ON DELETE SET NULL,
  author_name TEXT NOT NULL,
  time        TEXT NOT NULL,        -- yyyy-MM-dd HH:mm:ss
  version     INTEGER NOT NULL DEFAULT 1
);
