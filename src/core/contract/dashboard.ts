import type { CriticalValueDto } from './report'

/**
 * `GET api/dashboard/summary`: the home page's figures for the caller's data scope, computed from the exams.
 */
export interface DashboardSummary {
  date: string
  today: { registered: number; examined: number; reported: number; audited: number }
  pendingReports: number
  rejectedReports: number
  /**
   * Critical values: flagged today, without a notification record (all), and the open ones the caller may see (his
   * data scope; the ten oldest flags first, with their timers) — absent from backends that do not list them.
   */
  criticalValues: { today: number; unhandled: number; open?: CriticalValueDto[] }
  byModality: { modality: string; today: number; pending: number }[]
  /** The last 7 days, oldest first. */
  trend: { date: string; registered: number; reported: number }[]
}

/**
 * One operation of the signed-in user (`GET api/logs/user?page=&size=` → `Page<UserLogDto>`).
 */
export interface UserLogDto {
  id: number
  description: string
  requestIp: string
  address: string
  browser: string
  /** Milliseconds the request took. */
  time: number
  createTime: string
}
