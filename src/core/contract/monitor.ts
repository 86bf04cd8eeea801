/**
 * The wire of the server monitor (`GET api/monitor`, eladmin's `MonitorServiceImpl` shape), the SQL monitor of the
 * contract server's own statements (`api/sql/stats`) and the database backups (`api/backup`).
 */

/**
 * A percentage as eladmin sends it: a text with two decimals (`"43.21"`), or the number 0 when there is nothing to
 * measure (a machine without swap).
 */
export type MonitorRate = string | number

/** `GET api/monitor`: the machine the contract server runs on, measured when asked. */
export interface ServerMonitorDto {
  sys: {
    /** Operating system, release and architecture. */
    os: string
    /** How long the machine has been up, in words of the caller's language. */
    day: string
    /** The first external IPv4 address (127.0.0.1 when there is none). */
    ip: string
  }
  cpu: {
    /** The processor's model name. */
    name: string
    /** Physical packages, in words (`1个物理CPU`). */
    package: string
    /** Physical cores, in words (`8个物理核心`). */
    core: string
    coreNumber: number
    /** Logical processors, in words (`16个逻辑CPU`). */
    logic: string
    /** Busy share of all processors since the previous poll (the first poll: since the server started). */
    used: MonitorRate
    idle: MonitorRate
  }
  memory: { total: string; available: string; used: string; usageRate: MonitorRate }
  swap: { total: string; used: string; available: string; usageRate: MonitorRate }
  /** The disk holding the server's data folder. */
  disk: { total: string; available: string; used: string; usageRate: MonitorRate }
  /** The server's clock, `HH:mm:ss`. */
  time: string
}

/** One normalised SQL statement of the contract server and its runs since the last reset. */
export interface SqlStatDto {
  /** Stable while the server runs. */
  id: number
  /** The statement with its white space collapsed and literals as `?`. */
  sql: string
  count: number
  /** Milliseconds of every run together, and of the slowest and the average run (three decimals). */
  totalMs: number
  maxMs: number
  avgMs: number
  /** `yyyy-MM-dd HH:mm:ss` of the latest run. */
  lastRun: string
}

/** Everything counted since `since`. */
export interface SqlStatTotals {
  statements: number
  runs: number
  totalMs: number
  /** `yyyy-MM-dd HH:mm:ss` the counting started (server start or the last reset). */
  since: string
}

/** `GET api/sql/stats`: a page of statements and the totals over all of them. */
export interface SqlStatsPage {
  content: SqlStatDto[]
  totalElements: number
  totals: SqlStatTotals
}

/** One backup of the contract server's database (`<dataDir>/backups`). */
export interface BackupDto {
  id: number
  /** The file's name in the backups folder. */
  fileName: string
  /** Bytes. */
  size: number
  note: string | null
  createBy: string
  createTime: string
  /** Who last restored the database from it, and when; null when never. */
  restoredBy: string | null
  restoredTime: string | null
}

/** `POST api/backup`: make a backup now. */
export interface BackupCreateBody {
  note?: string | null
}

/** `POST api/backup/{id}/restore`: the backup's file name typed again, as the confirmation. */
export interface BackupRestoreBody {
  confirm: string
}

/** What a restore answers: the backup restored and the automatic backup made of the data it replaced. */
export interface BackupRestoreResult {
  restored: BackupDto
  safetyBackup: BackupDto
}
