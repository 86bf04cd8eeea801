import bcrypt from 'bcryptjs'
import type { Db } from '../db'
import { hashString, mulberry32 } from './prng'
import { SEED_TIME } from './time'

/** Every seeded account's password. */
export const SEED_PASSWORD = '123456'

interface SeedDept { id: number; pid: number | null; name: string; sort: number; enabled?: boolean }

/** A maternity and child health hospital: root, medical-technology, clinical and administrative branches. */
const DEPTS: SeedDept[] = [
  { id: 1, pid: null, name: '康宁市妇幼保健院', sort: 1 },
  { id: 2, pid: 1, name: '医技部', sort: 1 },
  { id: 3, pid: 2, name: '放射科', sort: 1 },
  { id: 4, pid: 2, name: '超声科', sort: 2 },
  { id: 5, pid: 2, name: '心电图室', sort: 3 },
  { id: 6, pid: 2, name: '内镜中心', sort: 4 },
  { id: 7, pid: 2, name: '病理科', sort: 5 },
  { id: 8, pid: 1, name: '临床部', sort: 2 },
  { id: 9, pid: 8, name: '产科', sort: 1 },
  { id: 10, pid: 8, name: '妇科', sort: 2 },
  { id: 11, pid: 8, name: '儿科', sort: 3 },
  { id: 12, pid: 8, name: '门诊部', sort: 4 },
  { id: 13, pid: 1, name: '行政部', sort: 3 },
  { id: 14, pid: 13, name: '信息科', sort: 1 },
  { id: 15, pid: 13, name: '医务科', sort: 2 },
  { id: 16, pid: 13, name: '质控科', sort: 3 },
  { id: 17, pid: 8, name: '新生儿科（筹）', sort: 9, enabled: false },
]

const JOBS: [id: number, name: string, sort: number][] = [
  [1, '主任医师', 1], [2, '副主任医师', 2], [3, '主治医师', 3], [4, '住院医师', 4],
  [5, '技师', 5], [6, '登记员', 6], [7, '质控专员', 7], [8, '系统管理员', 8],
]

/** Role keys are used by the menu grants of `menus.ts`. */
export const ROLES = [
  { id: 1, key: 'admin', name: '管理员', level: 1, scope: '全部', description: '系统管理员，拥有全部权限' },
  { id: 2, key: 'dengji', name: '登记员', level: 3, scope: '全部', description: '患者登记与预约（全院检查）' },
  { id: 3, key: 'fangshe', name: '放射科医生', level: 2, scope: '全部', description: '放射影像诊断与报告' },
  { id: 4, key: 'chaosheng', name: '超声医生', level: 2, scope: '全部', description: '超声诊断与报告' },
  { id: 5, key: 'xindian', name: '心电医生', level: 2, scope: '全部', description: '心电诊断与报告' },
  { id: 6, key: 'neijing', name: '内镜医生', level: 2, scope: '全部', description: '内镜诊断与报告' },
  { id: 7, key: 'bingli', name: '病理医生', level: 2, scope: '全部', description: '病理诊断与报告' },
  { id: 8, key: 'zhikong', name: '质控员', level: 2, scope: '全部', description: '影像与超声质控' },
  { id: 9, key: 'test', name: '普通用户', level: 3, scope: '本级', description: '只能查看首页' },
  { id: 10, key: 'hisapi', name: 'HIS接口', level: 3, scope: '全部', description: 'HIS 外部页面：只读报告与图像' },
  { id: 11, key: 'fangsheAudit', name: '放射科审核医生', level: 2, scope: '全部', description: '放射报告书写、审核、作废与接管' },
  { id: 12, key: 'chaoshengAudit', name: '超声审核医生', level: 2, scope: '全部', description: '超声报告书写、审核、作废与接管' },
  { id: 13, key: 'xindianAudit', name: '心电审核医生', level: 2, scope: '全部', description: '心电报告书写、审核、作废与接管' },
  { id: 14, key: 'neijingAudit', name: '内镜审核医生', level: 2, scope: '全部', description: '内镜报告书写、审核、作废与接管' },
  { id: 15, key: 'bingliAudit', name: '病理审核医生', level: 2, scope: '全部', description: '病理报告书写、审核、作废与接管' },
  { id: 16, key: 'jishi', name: '技师', level: 3, scope: '本级', description: '检查执行（技师工作站），报告只读' },
] as const

export type RoleKey = (typeof ROLES)[number]['key']

interface SeedUser {
  id: number; username: string; nickName: string; gender: '男' | '女'; dept: number; jobs: number[]
  role: RoleKey; admin?: boolean; enabled?: boolean
}

const USERS: SeedUser[] = [
  { id: 1, username: 'admin', nickName: '管理员', gender: '男', dept: 14, jobs: [8], role: 'admin', admin: true },
  { id: 2, username: 'dengji', nickName: '王晓燕', gender: '女', dept: 12, jobs: [6], role: 'dengji' },
  { id: 3, username: 'fangshe', nickName: '李建国', gender: '男', dept: 3, jobs: [3], role: 'fangshe' },
  { id: 4, username: 'chaosheng', nickName: '陈静', gender: '女', dept: 4, jobs: [3], role: 'chaosheng' },
  { id: 5, username: 'xindian', nickName: '刘芳', gender: '女', dept: 5, jobs: [4], role: 'xindian' },
  { id: 6, username: 'neijing', nickName: '赵伟', gender: '男', dept: 6, jobs: [2], role: 'neijing' },
  { id: 7, username: 'bingli', nickName: '孙丽', gender: '女', dept: 7, jobs: [1], role: 'bingli' },
  { id: 8, username: 'zhikong', nickName: '周敏', gender: '女', dept: 16, jobs: [7], role: 'zhikong' },
  { id: 9, username: 'test', nickName: '测试用户', gender: '男', dept: 14, jobs: [4], role: 'test' },
  { id: 10, username: 'tingyong', nickName: '停用账号', gender: '男', dept: 15, jobs: [4], role: 'test', enabled: false },
  { id: 11, username: 'hisapi', nickName: 'HIS接口账号', gender: '男', dept: 14, jobs: [], role: 'hisapi' },
  // A second physician and an audit physician per reading department, and a technologist: what the report rules
  // (takeover, four eyes, permission family by modality) need to be exercised.
  { id: 12, username: 'fangshe2', nickName: '王磊', gender: '男', dept: 3, jobs: [4], role: 'fangshe' },
  { id: 13, username: 'fangshezr', nickName: '张卫东', gender: '男', dept: 3, jobs: [1], role: 'fangsheAudit' },
  { id: 14, username: 'chaosheng2', nickName: '林晓', gender: '女', dept: 4, jobs: [4], role: 'chaosheng' },
  { id: 15, username: 'chaoshengzr', nickName: '何慧敏', gender: '女', dept: 4, jobs: [1], role: 'chaoshengAudit' },
  { id: 16, username: 'xindian2', nickName: '郑洁', gender: '女', dept: 5, jobs: [4], role: 'xindian' },
  { id: 17, username: 'xindianzr', nickName: '吴国平', gender: '男', dept: 5, jobs: [2], role: 'xindianAudit' },
  { id: 18, username: 'neijing2', nickName: '徐婷', gender: '女', dept: 6, jobs: [4], role: 'neijing' },
  { id: 19, username: 'neijingzr', nickName: '高志强', gender: '男', dept: 6, jobs: [1], role: 'neijingAudit' },
  { id: 20, username: 'bingli2', nickName: '罗琳', gender: '女', dept: 7, jobs: [4], role: 'bingli' },
  { id: 21, username: 'binglizr', nickName: '梁振华', gender: '男', dept: 7, jobs: [1], role: 'bingliAudit' },
  { id: 22, username: 'jishi', nickName: '马超', gender: '男', dept: 3, jobs: [5], role: 'jishi' },
]

const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * bcrypt cost of the seeded accounts. Their password is the public demo password, so a high cost protects
 * nothing and only slows every seed and login (tests seed a database per file and log in hundreds of times);
 * passwords set through the API (new users, password changes) use cost 10 as eladmin does.
 */
const SEED_COST = '04'

/**
 * A bcrypt salt derived from the user name, so the seeded hashes are identical on every run yet differ
 * between users.
 */
function seedSalt(username: string): string {
  const rand = mulberry32(hashString(`salt:${username}`))
  let s = `$2b$${SEED_COST}$`
  for (let i = 0; i < 22; i++) s += BCRYPT_ALPHABET[Math.floor(rand() * 64)]
  return s
}

/** Departments, jobs, roles and the demo accounts (all with password 123456). */
export function seedOrg(db: Db): void {
  const dept = db.prepare(`INSERT INTO sys_dept (id, pid, sub_count, name, dept_sort, enabled, create_by, create_time)
    VALUES (?, ?, ?, ?, ?, ?, 'admin', ?)`)
  for (const d of DEPTS) {
    const subs = DEPTS.filter((x) => x.pid === d.id).length
    dept.run(d.id, d.pid, subs, d.name, d.sort, d.enabled === false ? 0 : 1, SEED_TIME)
  }
  const job = db.prepare(`INSERT INTO sys_job (id, name, enabled, job_sort, create_by, create_time) VALUES (?, ?, 1, ?, 'admin', ?)`)
  for (const [id, name, sort] of JOBS) job.run(id, name, sort, SEED_TIME)
  const role = db.prepare(`INSERT INTO sys_role (id, name, level, description, data_scope, create_by, create_time)
    VALUES (?, ?, ?, ?, ?, 'admin', ?)`)
  for (const r of ROLES) role.run(r.id, r.name, r.level, r.description, r.scope, SEED_TIME)

  const user = db.prepare(`INSERT INTO sys_user (id, dept_id, username, nick_name, gender, phone, email, password,
      is_admin, enabled, pwd_reset_time, create_by, create_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 'admin', ?)`)
  const userRole = db.prepare('INSERT INTO sys_users_roles (user_id, role_id) VALUES (?, ?)')
  const userJob = db.prepare('INSERT INTO sys_users_jobs (user_id, job_id) VALUES (?, ?)')
  for (const u of USERS) {
    const phone = `1380000${String(u.id).padStart(4, '0')}`
    const hash = bcrypt.hashSync(SEED_PASSWORD, seedSalt(u.username))
    user.run(u.id, u.dept, u.username, u.nickName, u.gender, phone, `${u.username}@mch.example.com`, hash,
      u.admin ? 1 : 0, u.enabled === false ? 0 : 1, SEED_TIME)
    const roleId = ROLES.find((r) => r.key === u.role)?.id
    if (roleId !== undefined) userRole.run(u.id, roleId)
    for (const j of u.jobs) userJob.run(u.id, j)
  }
  // The HIS integration's machine account signs in to the external pages only.
  db.prepare("UPDATE sys_user SET outer_only = 1 WHERE username = 'hisapi'").run()
}
