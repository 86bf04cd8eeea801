import type { Db } from '../db'
import { SEED_TIME } from './time'

/** Device types: the hospital's modalities and the department performing each (ids are stable). */
export const MODALITIES: [id: number, code: string, name: string, deptId: number][] = [
  [1, 'CT', '计算机断层扫描', 3],
  [2, 'MR', '磁共振成像', 3],
  [3, 'DR', '数字化X线摄影', 3],
  [4, 'MG', '乳腺X线摄影', 3],
  [5, 'US', '超声', 4],
  [6, 'ECG', '心电图', 5],
  [7, 'ES', '内镜', 6],
  [8, 'PIS', '病理', 7],
]

/** The devices of a maternity hospital: name, AE title, modality id, room, address, status. */
const DEVICES: [name: string, aeTitle: string, modalityId: number, room: string, ip: string, status: string][] = [
  ['CT1 联影 uCT 760', 'KN_CT1', 1, '放射科 CT1 室', '10.20.1.11', '1'],
  ['CT2 西门子 go.Top', 'KN_CT2', 1, '放射科 CT2 室', '10.20.1.12', '1'],
  ['MR1 GE SIGNA 1.5T', 'KN_MR1', 2, '放射科 MR 室', '10.20.1.21', '1'],
  ['DR1 飞利浦 DigitalDiagnost', 'KN_DR1', 3, '放射科 DR1 室', '10.20.1.31', '1'],
  ['DR2 万东 新东方1000', 'KN_DR2', 3, '放射科 DR2 室', '10.20.1.32', '2'],
  ['MG1 西门子 MAMMOMAT', 'KN_MG1', 4, '乳腺中心钼靶室', '10.20.1.41', '1'],
  ['US1 GE Voluson E10', 'KN_US1', 5, '超声 1 诊室（产科）', '10.20.2.11', '1'],
  ['US2 GE Voluson E8', 'KN_US2', 5, '超声 2 诊室（产科）', '10.20.2.12', '1'],
  ['US3 三星 WS80A', 'KN_US3', 5, '超声 3 诊室（产科）', '10.20.2.13', '1'],
  ['US4 迈瑞 Resona 7', 'KN_US4', 5, '超声 4 诊室（妇科）', '10.20.2.14', '1'],
  ['US5 迈瑞 DC-80', 'KN_US5', 5, '超声 5 诊室（乳腺甲状腺）', '10.20.2.15', '1'],
  ['US6 飞利浦 EPIQ 5', 'KN_US6', 5, '超声 6 诊室（儿科）', '10.20.2.16', '0'],
  ['ECG1 日本光电 ECG-2350', 'KN_ECG1', 6, '心电图室 1', '10.20.3.11', '1'],
  ['ECG2 飞利浦 PageWriter', 'KN_ECG2', 6, '心电图室 2', '10.20.3.12', '1'],
  ['ES1 奥林巴斯 CV-290', 'KN_ES1', 7, '内镜中心 1 室（宫腔镜）', '10.20.4.11', '1'],
  ['ES2 富士 ELUXEO 7000', 'KN_ES2', 7, '内镜中心 2 室（阴道镜）', '10.20.4.12', '1'],
]

/** Timing tasks of the contract server: bean.method → what the scheduler runs (see lib/tasks.ts). */
const JOBS: [name: string, bean: string, method: string, params: string | null, cron: string, paused: 0 | 1, person: string, description: string][] = [
  ['清理过期会话与验证码', 'maintenance', 'purgeExpired', null, '0 0/10 * * * ?', 0, '管理员', '每 10 分钟删除过期的登录会话和邮箱验证码'],
  ['每日检查统计快照', 'statistics', 'dailySnapshot', null, '0 30 0 * * ?', 0, '周敏', '每天 00:30 统计前一天各检查类型的检查数与报告数'],
  ['演示：失败的任务', 'demo', 'alwaysFails', '{"reason":"模拟 PACS 不可达"}', '0 0 3 * * ?', 1, '管理员', '演示失败记录与异常详情；默认暂停'],
  ['测试任务', 'testTask', 'run', null, '0/30 * * * * ?', 1, '管理员', 'eladmin 的示例任务；默认暂停'],
]

/** Device types, devices and timing tasks. */
export function seedSystem(db: Db): void {
  const modality = db.prepare(`INSERT INTO ris_modality (id, code, name, dept_id, sort, enabled, create_by, create_time) VALUES (?, ?, ?, ?, ?, 1, 'admin', ?)`)
  for (const [id, code, name, dept] of MODALITIES) modality.run(id, code, name, dept, id, SEED_TIME)
  const device = db.prepare(`INSERT INTO ris_device (name, ae_title, modality_id, room, ip, port, status, create_by, create_time)
    VALUES (?, ?, ?, ?, ?, 104, ?, 'admin', ?)`)
  for (const [name, ae, mod, room, ip, status] of DEVICES) device.run(name, ae, mod, room, ip, status, SEED_TIME)
  const job = db.prepare(`INSERT INTO sys_quartz_job (job_name, bean_name, method_name, params, cron_expression, is_pause, person_in_charge,
      pause_after_failure, description, create_by, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, 'admin', ?)`)
  for (const [name, bean, method, params, cron, paused, person, description] of JOBS) job.run(name, bean, method, params, cron, paused, person, description, SEED_TIME)
  seedRuns(db)
}

/** A week of past runs before the seed time, and the demo task's failures with their stack, so the logs are not empty. */
function seedRuns(db: Db): void {
  const insert = db.prepare(`INSERT INTO sys_quartz_log (job_id, job_name, bean_name, method_name, params, cron_expression, is_success,
    exception_detail, time, create_time) SELECT id, job_name, bean_name, method_name, params, cron_expression, ?, ?, ?, ? FROM sys_quartz_job WHERE bean_name = ? AND method_name = ?`)
  const day = (back: number, time: string) => {
    const date = new Date(`${SEED_TIME.slice(0, 10)}T00:00:00Z`)
    date.setUTCDate(date.getUTCDate() - back)
    return `${date.toISOString().slice(0, 10)} ${time}`
  }
  const stack = (reason: string) =>
    `Error: 演示任务失败：${reason}\n    at demo.alwaysFails (demo/server/lib/tasks.ts:35:11)\n    at Scheduler.run (demo/server/lib/scheduler.ts:79:13)`
  for (let back = 7; back >= 1; back--) {
    insert.run(1, null, 40 + ((back * 37) % 90), day(back, '00:30:00'), 'statistics', 'dailySnapshot')
    insert.run(1, null, 3 + (back % 5), day(back, '07:50:00'), 'maintenance', 'purgeExpired')
  }
  insert.run(0, stack('模拟 PACS 不可达'), 5012, day(3, '03:00:00'), 'demo', 'alwaysFails')
  insert.run(0, stack('模拟 PACS 不可达'), 5008, day(2, '03:00:00'), 'demo', 'alwaysFails')
}
