-- Deployment tools (issue 15, eladmin's `mnt/*`): applications with their folders and scripts, target servers
-- (password sealed by SecretBox, never in clear), deployments of an application to servers, the history of each
-- deployment with the package it unpacked (kept for a roll-back), and databases (SQLite files) to run scripts against.
CREATE TABLE mnt_app (
  id            INTEGER PRIMARY KEY,
  name          TEXT NOT NULL UNIQUE,
  port          INTEGER NOT NULL,
  upload_path   TEXT NOT NULL,
  deploy_path   TEXT NOT NULL,
  backup_path   TEXT NOT NULL,
  start_script  TEXT NOT NULL,
  deploy_script TEXT,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);

CREATE TABLE mnt_server (
  id        INTEGER PRIMARY KEY,
  name      TEXT NOT NULL UNIQUE,
  ip        TEXT NOT NULL,
  port      INTEGER NOT NULL,
  account   TEXT NOT NULL,
  password  TEXT,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);

CREATE TABLE mnt_deploy (
  id      INTEGER PRIMARY KEY,
  app_id  INTEGER NOT NULL REFERENCES mnt_app(id),
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);
CREATE INDEX idx_mnt_deploy_app ON mnt_deploy(app_id);

CREATE TABLE mnt_deploy_server (
  deploy_id  INTEGER NOT NULL REFERENCES mnt_deploy(id) ON DELETE CASCADE,
  server_id  INTEGER NOT NULL REFERENCES mnt_server(id),
  PRIMARY KEY (deploy_id, server_id)
);
CREATE INDEX idx_mnt_deploy_server_server ON mnt_deploy_server(server_id);

CREATE TABLE mnt_deploy_history (
  id           TEXT PRIMARY KEY,
  app_name     TEXT NOT NULL,
  ip           TEXT NOT NULL,
  deploy_date  TEXT NOT NULL,
  deploy_user  TEXT NOT NULL,
  deploy_id    INTEGER NOT NULL,
  -- The package this deployment unpacked (a file in the application's upload folder).
  package_file TEXT NOT NULL
);
CREATE INDEX idx_mnt_deploy_history_deploy ON mnt_deploy_history(deploy_id, deploy_date);

CREATE TABLE mnt_database (
  id        TEXT PRIMARY KEY,
  name      TEXT NOT NULL UNIQUE,
  jdbc_url  TEXT NOT NULL,
  user_name TEXT,
  pwd       TEXT,
  create_by TEXT, update_by TEXT, create_time TEXT, update_time TEXT
);
