import type { Db } from '../db'
import { SEED_TIME } from './time'

/** The demo application's start script: lists what was unpacked, runs the package's own `start.sh` if it has one. */
const START_SCRIPT = `echo "Starting $APP_NAME in $DEPLOY_PATH"
ls -1
if [ -f start.sh ]; then sh ./start.sh; fi
date > .started`

/**
 * The deployment tools' demo rows: this machine as the target server, a demo application whose folders lie under
 * `<dataDir>/deploy/clinic-demo/`, a deployment of it here, and the contract server's own database (scripts run
 * against it in one transaction).
 */
export function seedMnt(db: Db): void {
  const audit = ['admin', 'admin', SEED_TIME, SEED_TIME] as const
  db.prepare(`INSERT INTO mnt_server (id, name, ip, port, account, password, create_by, update_by, create_time, update_time)
    VALUES (1, 'localhost', '127.0.0.1', 22, 'root', NULL, ?, ?, ?, ?)`).run(...audit)
  db.prepare(`INSERT INTO mnt_app (id, name, port, upload_path, deploy_path, backup_path, start_script, deploy_script,
    create_by, update_by, create_time, update_time) VALUES (1, 'clinic-demo', 18080, 'clinic-demo/upload', 'clinic-demo/app', 'clinic-demo/backup', ?, NULL, ?, ?, ?, ?)`)
    .run(START_SCRIPT, ...audit)
  db.prepare('INSERT INTO mnt_deploy (id, app_id, create_by, update_by, create_time, update_time) VALUES (1, 1, ?, ?, ?, ?)').run(...audit)
  db.prepare('INSERT INTO mnt_deploy_server (deploy_id, server_id) VALUES (1, 1)').run()
  db.prepare(`INSERT INTO mnt_database (id, name, jdbc_url, user_name, pwd, create_by, update_by, create_time, update_time)
    VALUES ('6f1c0d2e-5b7a-4c1e-9a3d-2f8e4b6c9d01', 'clinic', 'jdbc:sqlite:clinic.sqlite', NULL, NULL, ?, ?, ?, ?)`).run(...audit)
}
