-- Database backups (issue 15, 运维管理 › 数据库备份): one row per consistent online copy of the database written to
-- `<dataDir>/backups/<file_name>` by api/backup — who made it, when, its size and note, and who last restored the data
-- from it. A restore leaves this table as it is (see lib/backup.ts), so backups made after the restored one stay listed.
CREATE TABLE sys_backup (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  file_name     TEXT NOT NULL UNIQUE,
  size          INTEGER NOT NULL,
  note          TEXT,
  create_by     TEXT NOT NULL,
  create_time   TEXT NOT NULL,
  restored_by   TEXT,
  restored_time TEXT
);
