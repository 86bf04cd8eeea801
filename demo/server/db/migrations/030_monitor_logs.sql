-- The operation and error logs (eladmin sys_log): what a call carried (its query and JSON body, secrets masked) and,
-- on ERROR rows, the exception (the stack of an unexpected failure). Lists read one type at a time, newest first.
ALTER TABLE sys_log ADD COLUMN params TEXT;
ALTER TABLE sys_log ADD COLUMN exception_detail TEXT;
CREATE INDEX idx_sys_log_type ON sys_log(log_type, id);
