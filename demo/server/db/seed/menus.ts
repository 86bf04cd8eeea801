import type { Db } from '../db'
import { ROLES, type RoleKey } from './org'
import { SEED_TIME } from './time'

/** A seeded menu row; `children` nest, `buttons` are type-2 rows under it. */
interface SeedMenu {
  title: string
  type: 0 | 1
  path: string
  name?: string
  component?: string
  icon?: string
  hidden?: boolean
  cache?: boolean
  iFrame?: boolean
  permission?: string
  children?: SeedMenu[]
  buttons?: [title: string, permission: string][]
}

function dir(title: string, path: string, name: string, icon: string, children: SeedMenu[]): SeedMenu {
  return { title, type: 0, path, name, icon, children }
}

function view(
  title: string, path: string, name: string, component: string, icon: string,
  opts: Partial<Pick<SeedMenu, 'hidden' | 'cache' | 'permission' | 'buttons'>> = {},
): SeedMenu {
  return { title, type: 1, path, name, component, icon, ...opts }
}

/** `<module>:add|edit|del` buttons titled `<label>新增` etc. */
function crud(label: string, module: string): [string, string][] {
  return [[`${label}新增`, `${module}:add`], [`${label}编辑`, `${module}:edit`], [`${label}删除`, `${module}:del`]]
}

/**
 * The report and image permissions of a diagnosis list (`report:view`, `image:view`, `keyImage:edit`, and
 * `report:write` unless the list already has it), titled `<label>报告查看` etc. Department lists pass `write` false:
 * their reports are written under their own family (`ultrasonic:write` …), never under imaging's `report:write`.
 */
function clinical(label: string, write = true): [string, string][] {
  return [
    [`${label}报告查看`, 'report:view'], [`${label}图像查看`, 'image:view'], [`${label}关键图像`, 'keyImage:edit'],
    ...(write ? [[`${label}报告编辑`, 'report:write'] as [string, string]] : []),
  ]
}

/** The report operations of a permission family (`ultrasonic:write|audit|void|addendum|takeover`), titled `<label>报告书写` etc. */
function family(label: string, prefix: string): [string, string][] {
  return [
    [`${label}报告书写`, `${prefix}:write`], [`${label}报告审核`, `${prefix}:audit`], [`${label}报告作废`, `${prefix}:void`],
    [`${label}补充报告`, `${prefix}:addendum`], [`${label}报告接管`, `${prefix}:takeover`],
  ]
}

/** The five QC views, for imaging QC (`qc/`) and ultrasound QC (`ultrasonicControl/`). */
function qcViews(prefix: string, label: string, namePrefix: string, perm: string): SeedMenu[] {
  return [
    view(`${label}抽样`, 'sampling', `${namePrefix}Sampling`, `${prefix}/sampling`, 'sampling', {
      permission: `${perm}:list`,
      buttons: [...crud(`${label}抽样`, perm), [`${label}质控报告查看`, 'report:view'], [`${label}质控图像查看`, 'image:view']],
    }),
    view(`${label}抽样详情`, 'sampDetail', `${namePrefix}SampDetail`, `${prefix}/sampDetail`, 'detail',
      { hidden: true, permission: `${perm}:list` }),
    view(`${label}评分`, 'sampScore', `${namePrefix}SampScore`, `${prefix}/sampScore`, 'score',
      { permission: `${perm}:score` }),
    view(`${label}评分项`, 'sampScoreItem', `${namePrefix}SampScoreItem`, `${prefix}/sampScoreItem`, 'list',
      { permission: `${perm}:list` }),
    view(`${label}抽样统计`, 'samplingStatistic', `${namePrefix}SamplingStatistic`, `${prefix}/samplingStatistic`,
      'chart', { permission: `${perm}:list` }),
  ]
}

/** The whole menu tree of SPEC §2, in sidebar order. Titles and component names are unique. */
export const MENU_TREE: SeedMenu[] = [
  view('首页', 'dashboard', 'Dashboard', 'dashboard/index', 'index'),
  dir('登记管理', 'registrations', 'Registrations', 'registration', [
    view('HIS登记', 'his', 'RegistrationsHis', 'registrations/his', 'his', { permission: 'registration:list', cache: true }),
    view('HIS直接登记', 'hisDirectly', 'RegistrationsHisDirectly', 'registrations/hisDirectly', 'his',
      { permission: 'registration:list' }),
    view('预约管理', 'manage', 'RegistrationsManage', 'registrations/manage', 'date', { permission: 'registration:list' }),
    view('手工登记', 'manual', 'RegistrationsManual', 'registrations/manual', 'edit',
      { permission: 'registration:list', buttons: crud('登记', 'registration') }),
    view('关联检查', 'related', 'RegistrationsRelated', 'registrations/related', 'link', { permission: 'registration:list' }),
    view('报告查阅', 'readReport', 'RegistrationsReadReport', 'registrations/readReport', 'read', {
      permission: 'report:read',
      buttons: [['报告查看', 'report:view'], ['图像查看', 'image:view'], ['报告外链', 'report:link']],
    }),
  ]),
  dir('影像诊断', 'diagnos', 'Diagnos', 'diagnos', [
    view('院内诊断', 'diagnosIn', 'DiagnosIn', 'diagnos/diagnos-in/index', 'hospital', {
      permission: 'report:list',
      buttons: [['书写报告', 'report:write'], ['审核报告', 'report:audit'], ['打印报告', 'report:print'], ['退回报告', 'report:reject'],
        ['作废报告', 'report:void'], ['补充报告', 'report:addendum'], ['接管报告', 'report:takeover'], ...clinical('影像', false)],
    }),
    view('报告书写', 'CTreportwrite', 'reportWrite', 'diagnos/diagnos-in/report', 'edit', { hidden: true, permission: 'report:write' }),
    view('旧版报告', 'reportOld', 'ReportOld', 'diagnos/diagnos-in/reportOld', 'edit', { hidden: true, permission: 'report:write' }),
    view('网页报告', 'reportWeb', 'ReportWeb', 'diagnos/diagnos-in/reportWeb', 'edit', { hidden: true, permission: 'report:write' }),
    view('外院诊断', 'diagnosOut', 'DiagnosOut', 'diagnos/diagnos-out/index', 'remote', { permission: 'report:list' }),
    view('钙化积分', 'calciumScoring', 'CalciumScoring', 'diagnos/calciumScoring/index', 'heart', { permission: 'report:list' }),
    view('技师工作站', 'station', 'RadTechStation', 'RadTechStation/station', 'station',
      { permission: 'station:list', buttons: [['检查完成', 'station:finish']] }),
  ]),
  dir('心电诊断', 'ecg', 'Ecg', 'ecg', [
    view('心电诊断列表', 'diagnosList', 'EcgDiagnosList', 'ecg/diagnosList', 'list',
      { permission: 'ecg:list', buttons: [...family('心电', 'ecg'), ...clinical('心电', false)] }),
    view('心电报告', 'ecgReport', 'EcgReport', 'ecg/ecgReport', 'edit', { hidden: true, permission: 'ecg:write' }),
  ]),
  dir('内镜诊断', 'es', 'Es', 'endoscope', [
    view('内镜诊断列表', 'diagnosList', 'EsDiagnosList', 'es/diagnosList', 'list',
      { permission: 'es:list', buttons: [...family('内镜', 'es'), ...clinical('内镜', false)] }),
    view('内镜报告', 'esReport', 'EsReport', 'es/esReport', 'edit', { hidden: true, permission: 'es:write' }),
  ]),
  dir('超声诊断', 'ultrasonic', 'Ultrasonic', 'ultrasound', [
    view('超声诊断列表', 'diagnosList', 'UltrasonicDiagnosList', 'ultrasonic/diagnosList', 'list',
      { permission: 'ultrasonic:list', buttons: [...family('超声', 'ultrasonic'), ...clinical('超声', false)] }),
    view('超声报告', 'ultrasonicReport', 'UltrasonicReport', 'ultrasonic/ultrasonicReport', 'edit',
      { hidden: true, permission: 'ultrasonic:write' }),
    view('体检超声', 'indexPE', 'UltrasonicIndexPE', 'ultrasonic/indexPE', 'checkup', { permission: 'ultrasonic:list' }),
  ]),
  dir('病理', 'pis', 'Pis', 'pathology', [
    view('病理列表', 'list', 'PisList', 'pis/list', 'list',
      { permission: 'pis:list', buttons: [...family('病理', 'pis'), ...clinical('病理', false)] }),
  ]),
  dir('云胶片', 'cloudFilm', 'CloudFilm', 'cloud', [
    view('云胶片处理', 'handle', 'CloudFilmHandle', 'cloudFilm/handle', 'film',
      { permission: 'cloudFilm:list', buttons: [['云胶片发布', 'cloudFilm:edit']] }),
    view('云胶片统计', 'staticStatistics', 'CloudFilmStatistics', 'cloudFilm/staticStatistics', 'chart',
      { permission: 'cloudFilm:list' }),
  ]),
  dir('随访管理', 'followup', 'Followup', 'followup', [
    view('随访列表', 'list', 'FollowupList', 'followup/list', 'list',
      { permission: 'followup:list', buttons: crud('随访', 'followup') }),
    view('随访详情', 'followupdetail', 'FollowupDetail', 'followup/followupdetail', 'detail',
      { hidden: true, permission: 'followup:list' }),
  ]),
  dir('病例收藏', 'collection', 'Collection', 'star', [
    view('个人收藏', 'person', 'CollectionPerson', 'collection/person', 'user',
      { permission: 'collection:list', buttons: [['收藏新增', 'collection:add'], ['收藏删除', 'collection:del']] }),
    view('公共收藏', 'public', 'CollectionPublic', 'collection/public', 'peoples', { permission: 'collection:list' }),
  ]),
  dir('影像质控', 'qc', 'Qc', 'qc', qcViews('qc', '影像', 'Qc', 'qc')),
  dir('超声质控', 'ultrasonicControl', 'UltrasonicControl', 'qc', qcViews('ultrasonicControl', '超声', 'UltrasonicControl', 'usqc')),
  dir('报告统计', 'statistics', 'Statistics', 'chart', [
    view('工作量统计', 'firstStatic', 'StatisticsWorkload', 'statistics/firstStatic', 'chart', { permission: 'statistics:list' }),
    view('阳性率统计', 'secondStatic', 'StatisticsPositive', 'statistics/secondStatic', 'chart', { permission: 'statistics:list' }),
  ]),
  dir('信息维护', 'infoManage', 'InfoManage', 'template', [
    view('报告模板', 'reportTemplate', 'ReportTemplate', 'infoManage/reportTemplate', 'template',
      { permission: 'template:list', buttons: crud('模板', 'template') }),
    view('报告模板编辑', 'reportTemplateEdit', 'ReportTemplateEdit', 'infoManage/reportTemplate/edit', 'edit',
      { hidden: true, permission: 'template:edit' }),
    view('树形模板', 'treeTemplate', 'TreeTemplate', 'infoManage/treeTemplate', 'tree', { permission: 'template:list' }),
    // The registration desk's reference tables; physicians are kept under their department, small parts under their part.
    view('申请医院', 'applyHospital', 'ApplyHospital', 'infoManage/applyHospital/index', 'hospital',
      { permission: 'applyHospital:list', buttons: crud('申请医院', 'applyHospital') }),
    view('申请科室', 'applyDept', 'ApplyDept', 'infoManage/applyDept/index', 'dept',
      { permission: 'applyDept:list', buttons: crud('申请科室', 'applyDept') }),
    view('检查方法', 'checkMethod', 'CheckMethod', 'infoManage/checkMethod/index', 'checkup',
      { permission: 'checkMethod:list', buttons: crud('检查方法', 'checkMethod') }),
    view('检查部位', 'bodyPart', 'BodyPart', 'infoManage/bodyPart/index', 'user',
      { permission: 'bodyPart:list', buttons: crud('检查部位', 'bodyPart') }),
  ]),
  dir('系统管理', 'system', 'System', 'system', [
    view('用户管理', 'user', 'User', 'system/user/index', 'peoples', { permission: 'user:list', buttons: crud('用户', 'user') }),
    view('角色管理', 'role', 'Role', 'system/role/index', 'role', { permission: 'roles:list', buttons: crud('角色', 'roles') }),
    view('菜单管理', 'menu', 'Menu', 'system/menu/index', 'menu', { permission: 'menu:list', buttons: crud('菜单', 'menu') }),
    view('部门管理', 'dept', 'Dept', 'system/dept/index', 'dept', { permission: 'dept:list', buttons: crud('部门', 'dept') }),
    view('岗位管理', 'job', 'Job', 'system/job/index', 'Steve-Jobs', { permission: 'job:list', buttons: crud('岗位', 'job') }),
    view('字典管理', 'dict', 'Dict', 'system/dict/index', 'dictionary', { permission: 'dict:list', buttons: crud('字典', 'dict') }),
    view('任务调度', 'timing', 'Timing', 'system/timing/index', 'timing', { permission: 'timing:list', buttons: crud('任务', 'timing') }),
    view('设备管理', 'deviceList', 'DeviceList', 'system/deviceList/index', 'device',
      { permission: 'device:list', buttons: crud('设备', 'device') }),
    view('设备类型', 'deviceType', 'DeviceType', 'system/deviceType/index', 'type',
      { permission: 'deviceType:list', buttons: crud('设备类型', 'deviceType') }),
    view('私有配置', 'privateConfig', 'PrivateConfig', 'system/privateConfig/index', 'config',
      { permission: 'privateConfig:list', buttons: [['私有配置编辑', 'privateConfig:edit']] }),
  ]),
  dir('运维管理', 'mnt', 'Mnt', 'mnt', [
    view('应用管理', 'app', 'App', 'mnt/app/index', 'app', { permission: 'app:list', buttons: crud('应用', 'app') }),
    view('缓存管理', 'cache', 'Cache', 'mnt/cache/index', 'redis', { permission: 'cache:list', buttons: [['缓存删除', 'cache:del']] }),
    view('数据库管理', 'database', 'Database', 'mnt/database/index', 'database',
      { permission: 'database:list', buttons: crud('数据库', 'database') }),
    view('部署管理', 'deploy', 'Deploy', 'mnt/deploy/index', 'deploy', { permission: 'deploy:list', buttons: crud('部署', 'deploy') }),
    view('部署备份', 'deployHistory', 'DeployHistory', 'mnt/deployHistory/index', 'backup',
      { permission: 'deployHistory:list', buttons: [['部署备份删除', 'deployHistory:del']] }),
    view('医院配置', 'hospitalConfig', 'HospitalConfig', 'mnt/hospitalConfig/index', 'hospital',
      { permission: 'hospitalConfig:list', buttons: [['医院配置编辑', 'hospitalConfig:edit']] }),
    view('二维码', 'qrcode', 'Qrcode', 'mnt/qrcode/index', 'qrcode', { permission: 'qrcode:list' }),
    view('数据库备份', 'backup', 'Backup', 'mnt/backup/index', 'backup',
      { permission: 'backup:list', buttons: [...crud('备份', 'backup').filter(([, p]) => !p.endsWith(':edit')), ['备份恢复', 'backup:restore']] }),
    view('服务器', 'serverDeploy', 'ServerDeploy', 'mnt/server/index', 'server',
      { permission: 'serverDeploy:list', buttons: crud('服务器', 'serverDeploy') }),
  ]),
  dir('系统监控', 'monitor', 'Monitor', 'monitor', [
    view('在线用户', 'online', 'OnlineUser', 'monitor/online/index', 'Steve-Jobs'),
    view('操作日志', 'logs', 'Log', 'monitor/log/index', 'log', { cache: true }),
    view('异常日志', 'errorLog', 'ErrorLog', 'monitor/log/errorLog', 'error'),
    view('服务监控', 'server', 'ServerMonitor', 'monitor/server/index', 'codeConsole', { permission: 'monitor:list' }),
    view('SQL监控', 'sql', 'Sql', 'monitor/sql/index', 'sqlMonitor'),
  ]),
  dir('系统工具', 'sys-tools', 'SysTools', 'sys-tools', [
    view('代码生成', 'generator', 'GeneratorIndex', 'generator/index', 'dev', { cache: true }),
    view('生成配置', 'generator/config/:tableName', 'GeneratorConfig', 'generator/config', 'dev', { hidden: true, cache: true }),
    view('存储管理', 'storage', 'Storage', 'tools/storage/index', 'qiniu', { permission: 'storage:list', buttons: crud('存储', 'storage') }),
    view('邮件工具', 'email', 'Email', 'tools/email/index', 'email'),
    view('图床', 'picture', 'Pictures', 'tools/picture/index', 'image'),
    view('接口文档', 'swagger2', 'Swagger', 'tools/swagger/index', 'swagger'),
    view('支付宝工具', 'aliPay', 'AliPay', 'tools/aliPay/index', 'alipay'),
    view('代码控制台', 'codeConsole', 'CodeConsole', 'tools/codeConsole/index', 'codeConsole'),
    view('即时通讯', 'chat', 'Chat', 'tools/chat/index', 'chat', { permission: 'chat:list' }),
    { title: '帮助文档', type: 1, path: 'https://eladmin.vip/pages/010101/', name: 'HelpDocs', icon: 'documentation', iFrame: true },
  ]),
  dir('组件管理', 'components', 'Components', 'zujian', [
    view('图标库', 'icon', 'Icons', 'components/icons/index', 'icon', { cache: true }),
    view('富文本', 'editor', 'Editor', 'components/Editor', 'fwb', { cache: true }),
    view('Markdown', 'markdown', 'Markdown', 'components/MarkDown', 'markdown', { cache: true }),
    view('Yaml编辑器', 'yaml', 'YamlEdit', 'components/YamlEdit', 'dev', { cache: true }),
    view('图表库', 'echarts', 'Echarts', 'components/Echarts', 'chart', { cache: true }),
  ]),
]

/** The report-template views of 信息维护: radiologists keep their templates, not the registration desk's reference tables. */
const TEMPLATE_VIEWS = ['/infoManage/reportTemplate', '/infoManage/reportTemplateEdit', '/infoManage/treeTemplate']

/**
 * Which parts of the tree each role is granted, as `/top[/child]` paths; a granted node brings its subtree
 * (buttons included) and its ancestors; `!/top/child/#perm` takes one button back. Administrators pass every check
 * anyway but are granted everything too.
 */
export const ROLE_GRANTS: Record<RoleKey, string[]> = {
  admin: ['*'],
  dengji: ['/dashboard', '/registrations/his', '/registrations/hisDirectly', '/registrations/manage', '/registrations/manual',
    '/registrations/related', '/registrations/readReport/#report:view', '/registrations/readReport/#report:link'],
  // Physicians write and add addenda; signing off, voiding and taking over belong to the audit physicians.
  fangshe: ['/dashboard', '/diagnos', '/registrations/readReport/#report:view', '/followup', '/collection', '/statistics', ...TEMPLATE_VIEWS,
    ...withheld('/diagnos/diagnosIn', 'report', ['audit', 'void', 'takeover', 'reject'])],
  fangsheAudit: ['/dashboard', '/diagnos', '/registrations/readReport/#report:view', '/followup', '/collection', '/statistics', ...TEMPLATE_VIEWS],
  chaosheng: ['/dashboard', '/ultrasonic', '/ultrasonicControl', '/collection', ...withheld('/ultrasonic/diagnosList', 'ultrasonic', ['audit', 'void', 'takeover'])],
  chaoshengAudit: ['/dashboard', '/ultrasonic', '/ultrasonicControl', '/collection'],
  xindian: ['/dashboard', '/ecg', ...withheld('/ecg/diagnosList', 'ecg', ['audit', 'void', 'takeover'])],
  xindianAudit: ['/dashboard', '/ecg'],
  neijing: ['/dashboard', '/es', ...withheld('/es/diagnosList', 'es', ['audit', 'void', 'takeover'])],
  neijingAudit: ['/dashboard', '/es'],
  bingli: ['/dashboard', '/pis', ...withheld('/pis/list', 'pis', ['audit', 'void', 'takeover'])],
  bingliAudit: ['/dashboard', '/pis'],
  zhikong: ['/dashboard', '/qc', '/ultrasonicControl', '/statistics'],
  test: ['/dashboard'],
  hisapi: ['/registrations/readReport/#report:view', '/registrations/readReport/#image:view'],
  jishi: ['/dashboard', '/diagnos/station', '/registrations/readReport/#report:view', '/registrations/readReport/#image:view'],
}

/**
 * Granted to every working staff role besides its own grants: not the HIS account (outer-only, it signs in to no staff
 * view) and not 普通用户, which sees the home page only.
 */
const EVERY_STAFF_ROLE: readonly string[] = ['/sys-tools/chat']
const WITHOUT_STAFF_GRANTS: ReadonlySet<string> = new Set(['hisapi', 'test'])

/** Grants taken back (`!<key>`): the buttons of a family's operations on a list page. */
function withheld(page: string, prefix: string, actions: string[]): string[] {
  return actions.map((action) => `!${page}/#${prefix}:${action}`)
}

interface Inserted { id: number; pid: number | null; key: string }

/** Inserts the tree depth-first (ids in sidebar order) and the role grants. */
export function seedMenus(db: Db): void {
  const insert = db.prepare(`INSERT INTO sys_menu (id, pid, sub_count, type, title, name, component, menu_sort, icon,
      path, i_frame, cache, hidden, permission, create_by, create_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'admin', ?)`)
  const rows: Inserted[] = []
  let nextId = 1
  const walk = (menus: SeedMenu[], pid: number | null, parentKey: string): void => {
    menus.forEach((m, index) => {
      const id = nextId++
      const key = `${parentKey}/${m.path}`
      const subCount = (m.children?.length ?? 0) + (m.buttons?.length ?? 0)
      insert.run(id, pid, subCount, m.type, m.title, m.name ?? null, m.component ?? null, (index + 1) * 10,
        m.icon ?? null, m.path, m.iFrame ? 1 : 0, m.cache ? 1 : 0, m.hidden ? 1 : 0, m.permission ?? null, SEED_TIME)
      rows.push({ id, pid, key })
      walk(m.children ?? [], id, key)
      ;(m.buttons ?? []).forEach(([title, permission], b) => {
        const buttonId = nextId++
        insert.run(buttonId, id, 0, 2, title, null, null, (b + 1) * 10, null, null, 0, 0, 0, permission, SEED_TIME)
        rows.push({ id: buttonId, pid: id, key: `${key}/#${permission}` })
      })
    })
  }
  walk(MENU_TREE, null, '')

  const grant = db.prepare('INSERT OR IGNORE INTO sys_roles_menus (role_id, menu_id) VALUES (?, ?)')
  const byId = new Map(rows.map((r) => [r.id, r]))
  for (const role of ROLES) {
    const prefixes = [...ROLE_GRANTS[role.key], ...(WITHOUT_STAFF_GRANTS.has(role.key) ? [] : EVERY_STAFF_ROLE)].filter((p) => !p.startsWith('!'))
    const withheldKeys = new Set(ROLE_GRANTS[role.key].filter((p) => p.startsWith('!')).map((p) => p.slice(1)))
    const granted = new Set<number>()
    for (const row of rows) {
      if (withheldKeys.has(row.key)) continue
      if (!prefixes.some((p) => p === '*' || row.key === p || row.key.startsWith(`${p}/`))) continue
      for (let r: Inserted | undefined = row; r; r = r.pid === null ? undefined : byId.get(r.pid)) granted.add(r.id)
    }
    for (const id of [...granted].sort((a, b) => a - b)) grant.run(role.id, id)
  }
}
