-- The reading worklists (院内诊断 / 外院诊断, issue 12): where an exam's images were made — here ('in'), or at another
-- hospital and sent for a consultation read here ('out') — and the indexes the reading filters need: a physician's
-- own reports (我的: written or audited; his rejected ones for the prompt at entry) and the outside list by time.
-- The reading tabs themselves (未写 / 未审 / 已审) ride on the exam status (idx_ris_exam_status_time), which every
-- report step keeps in step with the report's state.
ALTER TABLE ris_exam ADD COLUMN source TEXT NOT NULL DEFAULT 'in' CHECK (source IN ('in', 'out'));
CREATE INDEX idx_ris_exam_source_time ON ris_exam(source, register_time);
CREATE INDEX idx_ris_report_writer ON ris_report(report_user_id, state);
CREATE INDEX idx_ris_report_auditor ON ris_report(audit_user_id);
