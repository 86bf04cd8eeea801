import type { Db } from '../db'
import { SEED_TIME } from './time'

/** `yyyy-MM-dd` `back` days before the seed day, at `time`. */
function day(back: number, time: string): string {
  const date = new Date(`${SEED_TIME.slice(0, 10)}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - back)
  return `${date.toISOString().slice(0, 10)} ${time}`
}

const BROWSER = 'Chrome 126'

/** The administrator's operations of the days before the seed: sign-ins and a few changes. */
const INFO: [back: number, time: string, description: string, method: string, path: string, params: string | null, ms: number][] = [
  [3, '08:01:12', 'Log in: decrypt the password, check the captcha, the account and the password; returns a token', 'POST', '/auth/login',
    '{"body":{"username":"admin","password":"******","code":"******","uuid":"******"}}', 212],
  [3, '08:05:40', 'Update a job', 'PUT', '/api/job', '{"body":{"id":3,"name":"主治医师","jobSort":3,"enabled":true}}', 9],
  [2, '08:00:31', 'Log in: decrypt the password, check the captcha, the account and the password; returns a token', 'POST', '/auth/login',
    '{"body":{"username":"admin","password":"******","code":"******","uuid":"******"}}', 198],
  [2, '09:12:03', 'Run a timing task now (and its sub-tasks after a success); the run is logged', 'PUT', '/api/jobs/exec/3', null, 5016],
]

/**
 * Demo failures of the contract server, with their stacks, so the error log is not empty on a fresh start. Their
 * messages say they are demonstrations; real ones are written when a call fails unexpectedly (lib/oplog.ts).
 */
const ERRORS: [back: number, time: string, description: string, method: string, path: string, params: string | null, stack: string][] = [
  [3, '10:24:51', 'Exams, paged and filtered (status, modality, patient, registration dates, blurry search); newest first by default', 'GET', '/api/exams', '{"query":{"page":"0","size":"20","modality":"CT"}}',
    'Error: 演示异常：检查列表查询超时（模拟数据库繁忙）\n    at listExams (demo/server/routes/exams.ts:88:11)\n'
    + '    at Resource.route (demo/server/lib/route.ts:246:14)\n    at dispatch (node_modules/hono/dist/compose.js:22:23)'],
  [1, '15:02:17', 'Save a report without submitting it (a draft, or the text of a rejected or preliminary report); HTML sanitised', 'PUT', '/api/reportInfo/save', '{"body":{"examineId":1024,"version":3}}',
    'TypeError: 演示异常：Cannot read properties of undefined (reading \'modality\')\n    at saveReport (demo/server/routes/reports.ts:301:27)\n'
    + '    at Resource.route (demo/server/lib/route.ts:246:14)\n    at dispatch (node_modules/hono/dist/compose.js:22:23)'],
]

/** A few days of the administrator's operation log and two demonstration errors (admin-only views). */
export function seedLogs(db: Db): void {
  const insert = db.prepare(`INSERT INTO sys_log (user_id, username, description, log_type, method, path, params, request_ip, address, browser, time,
    exception_detail, create_time) VALUES (1, 'admin', ?, ?, ?, ?, ?, '10.20.9.15', '内网IP', ?, ?, ?, ?)`)
  for (const [back, time, description, method, path, params, ms] of INFO) insert.run(description, 'INFO', method, path, params, BROWSER, ms, null, day(back, time))
  for (const [back, time, description, method, path, params, stack] of ERRORS) {
    insert.run(description, 'ERROR', method, path, params, BROWSER, 0, stack, day(back, time))
  }
}
