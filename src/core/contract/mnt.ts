import type { Audited } from './api'

/**
 * An application the console deploys (eladmin `mnt_app`). Its three folders lie under the contract server's deploy
 * folder (`<dataDir>/deploy/`): a relative path starts there, an absolute one must point inside it.
 */
export interface AppDto extends Audited {
  id: number
  name: string
  /** The port the running application listens on (what "status" checks). */
  port: number
  /** Where uploaded packages are kept (each deployment's package stays here for a roll-back). */
  uploadPath: string
  /** Where a package is unpacked and the start script runs. */
  deployPath: string
  /** Where the previous deploy folder is copied before each deployment. */
  backupPath: string
  /** Shell script run in the deploy folder to start the application; it must return (start servers in the background). */
  startScript: string
  /** Optional shell script run in the deploy folder after unpacking, before the start script. */
  deployScript?: string
}

/** The body of `POST`/`PUT api/app`. */
export type AppBody = Omit<AppDto, 'id' | keyof Audited | 'deployScript'> & { id?: number; deployScript?: string | null }

/**
 * A target server of deployments (eladmin `mnt_server`, wire `api/serverDeploy`). The password is stored sealed and
 * never sent back: `hasPassword` says whether one is stored.
 */
export interface ServerDeployDto extends Audited {
  id: number
  name: string
  ip: string
  port: number
  account: string
  hasPassword: boolean
}

/** The body of `POST`/`PUT api/serverDeploy`: an empty or absent `password` on update keeps the stored one. */
export interface ServerDeployBody {
  id?: number
  name: string
  ip: string
  port: number
  account: string
  password?: string | null
}

/** An application deployed to servers (eladmin `mnt_deploy`): `servers` is their names, comma-separated. */
export interface DeployDto extends Audited {
  id: number
  app: AppDto
  deploys: ServerDeployDto[]
  servers: string
}

/** The body of `POST`/`PUT api/deploy`. */
export interface DeployBody {
  id?: number
  app: { id: number }
  deploys: { id: number }[]
}

/** One deployment of an application to one server (eladmin `mnt_deploy_history`); `id` is a UUID. */
export interface DeployHistoryDto {
  id: string
  appName: string
  ip: string
  deployDate: string
  deployUser: string
  deployId: number
  /** Whether this deployment's package is still kept, so it can be rolled back to. */
  restorable: boolean
}

/** The answer of `POST api/deploy/upload` (eladmin's): the stored package name; the deployment runs on. */
export interface DeployUploadResult {
  error: 0
  id: string
}

/** The answer of `POST api/deploy/serverStatus`: per server, whether the application runs. */
export interface DeployStatus {
  ip: string
  running: boolean
  /** The process group the console started, when it still lives. */
  pid?: number
  /** Whether the application's port accepts connections. */
  listening: boolean
}

/**
 * A database the console runs scripts against (eladmin `mnt_database`; `id` is a UUID). The contract server's
 * databases are SQLite files: `jdbcUrl` is `jdbc:sqlite:<path>` or a path, relative to its data folder. The
 * password is never sent back.
 */
export interface DatabaseDto extends Audited {
  id: string
  name: string
  jdbcUrl: string
  userName: string
  hasPassword: boolean
}

/** The body of `POST`/`PUT api/database`: an empty or absent `pwd` on update keeps the stored one. */
export interface DatabaseBody {
  id?: string
  name: string
  jdbcUrl: string
  userName?: string | null
  pwd?: string | null
}

/** The answer of `POST api/database/upload`: the script ran whole, or failed and changed nothing. */
export interface DatabaseRunResult {
  success: boolean
  /** `success`, or the database's error. */
  message: string
  /** Rows changed by the script (0 when it failed: everything rolled back). */
  changes: number
  ms: number
}

/** What a WebSocket message is (eladmin `MsgType`). */
export type SocketMsgType = 'CONNECT' | 'CLOSE' | 'INFO' | 'ERROR'

/**
 * One message over `ws(s)://<host>/webSocket/{sid}` (eladmin `SocketMsg`). The first message a client sends is
 * `{"token": "Bearer …"}` (its session token); the server answers CONNECT, or ERROR and closes with code 4401
 * (not signed in) or 4403 (not allowed on this sid).
 */
export interface SocketMessage {
  msg: string
  msgType: SocketMsgType
}
