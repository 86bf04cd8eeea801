import type { Db } from '../db'
import { MODALITIES } from './system'
import { APPLY_DEPTS, EXAM_KINDS } from './templates'
import { SEED_TIME } from './time'
import { DEFAULT_EXAM_NO_FORMAT } from '../../lib/examNo'

/** The hospital itself first, then the partner hospitals of its medical alliance (医联体) that send patients. */
const HOSPITALS: [name: string, code: string, own: 0 | 1][] = [
  ['康宁市妇幼保健院', 'KNFY', 1],
  ['康宁市第一人民医院', 'KNRM1', 0],
  ['康宁市城南社区卫生服务中心', 'KNCN', 0],
  ['康宁县人民医院', 'KNXRM', 0],
]

/** Referring departments of the partner hospitals (the hospital's own come from APPLY_DEPTS). */
const PARTNER_DEPTS: Record<string, Record<string, string[]>> = {
  康宁市第一人民医院: { 妇产科: ['钱雅丽', '孙建国'], 内分泌科: ['周文斌'] },
  康宁市城南社区卫生服务中心: { 全科门诊: ['许慧'], 妇女保健科: ['陆晓红'] },
  康宁县人民医院: { 妇产科: ['陈立新'] },
}

/** Titles of the referring physicians, by position in a department's list. */
const TITLES = ['主任医师', '副主任医师', '主治医师', '住院医师']

/** Fees (yuan) of a body part by modality; enhanced methods add their own extra. */
const BASE_FEES: Record<string, number> = { CT: 320, MR: 680, DR: 80, MG: 220, US: 160, ECG: 25, ES: 460, PIS: 180 }
/** Minutes a body part takes on the device, by modality (appointment slots). */
const MINUTES: Record<string, number> = { CT: 10, MR: 30, DR: 5, MG: 15, US: 20, ECG: 10, ES: 30, PIS: 20 }

/** Body parts and small body parts besides those of the seeded exams, and the check methods each modality offers. */
const EXTRA_PARTS: Record<string, [part: string, smalls: string[]][]> = {
  CT: [['胸部', ['肺', '纵隔']], ['头颅', ['颅脑', '鼻窦']], ['腹部', ['上腹部', '全腹部']], ['盆腔', []], ['颈部', ['甲状腺']]],
  MR: [['盆腔', ['子宫', '卵巢']], ['胎儿', ['胎儿颅脑', '胎儿胸腹部']], ['乳腺', []], ['头颅', ['颅脑', '垂体']]],
  DR: [['胸部', ['正位', '正侧位']], ['胸腹部', []], ['骨盆', ['双髋关节']], ['腹部', ['立位']]],
  MG: [['乳腺', ['左侧', '右侧', '双侧']]],
  US: [
    ['产科', ['早孕', 'NT', '中孕系统', '晚孕', '胎儿心脏', '宫颈长度']], ['妇科', ['子宫附件', '卵泡监测']], ['乳腺', ['双侧乳腺及腋窝']],
    ['甲状腺', ['甲状腺及颈部淋巴结']], ['头颅', ['新生儿颅脑']], ['腹部', ['肝胆胰脾', '泌尿系']], ['髋关节', ['新生儿髋关节']],
  ],
  ECG: [['心脏', ['静息十二导联', '动态心电图']]],
  ES: [['宫腔', []], ['宫颈', []], ['胃', []], ['肠道', ['结肠']]],
  PIS: [['宫颈', []], ['子宫', ['子宫内膜']], ['乳腺', []], ['胎盘', []]],
}
const METHODS: Record<string, [name: string, extra: number][]> = {
  CT: [['平扫', 0], ['平扫+增强', 240], ['平扫（1.25 mm 薄层）', 40], ['CT 血管成像（CTA）', 420]],
  MR: [['平扫', 0], ['平扫+增强', 380], ['平扫+增强（含 DWI）', 420], ['平扫（SSFSE，无对比剂）', 0], ['平扫+动态增强', 480]],
  DR: [['后前位', 0], ['正侧位', 40], ['前后位', 0], ['床旁仰卧前后位', 60]],
  MG: [['CC 位 + MLO 位', 0], ['点压放大', 60]],
  US: [['经腹', 0], ['经阴道', 20], ['经腹+经阴道', 40], ['高频线阵', 0], ['经前囟', 0], ['三维/四维', 120]],
  ECG: [['静息十二导联', 0], ['十八导联', 15]],
  ES: [['膨宫液：生理盐水', 0], ['醋酸试验 + 碘试验', 0], ['静脉麻醉', 380], ['普通', 0]],
  PIS: [['常规 HE 染色', 0], ['常规 HE + 免疫组化', 360], ['术中冰冻', 300]],
}

/**
 * The reference tables of the registration desk: apply hospitals, departments and physicians (the hospital's own
 * departments are those the seeded exams come from), and per modality the check methods, body parts (with fee and
 * duration) and small body parts — every combination the seeded exams use, and more. Then the seeded exams get the
 * hospital's real devices (round robin per modality) and the exam-number format.
 */
export function seedReference(db: Db): void {
  const hospital = db.prepare(`INSERT INTO ris_apply_hospital (name, code, own, sort, create_by, create_time) VALUES (?, ?, ?, ?, 'admin', ?)`)
  const dept = db.prepare(`INSERT INTO ris_apply_dept (hospital_id, name, sort, create_by, create_time) VALUES (?, ?, ?, 'admin', ?)`)
  const physician = db.prepare(`INSERT INTO ris_apply_physician (apply_dept_id, name, title, sort, create_by, create_time) VALUES (?, ?, ?, ?, 'admin', ?)`)
  HOSPITALS.forEach(([name, code, own], index) => {
    const hospitalId = Number(hospital.run(name, code, own, index + 1, SEED_TIME).lastInsertRowid)
    const depts = own ? APPLY_DEPTS : PARTNER_DEPTS[name] ?? {}
    Object.entries(depts).forEach(([deptName, physicians], d) => {
      const deptId = Number(dept.run(hospitalId, deptName, d + 1, SEED_TIME).lastInsertRowid)
      physicians.forEach((who, p) => physician.run(deptId, who, TITLES[Math.min(p, TITLES.length - 1)], p + 1, SEED_TIME))
    })
  })

  const method = db.prepare(`INSERT OR IGNORE INTO ris_check_method (modality_id, name, fee_extra, sort, create_by, create_time) VALUES (?, ?, ?, ?, 'admin', ?)`)
  const part = db.prepare(`INSERT OR IGNORE INTO ris_body_part (modality_id, name, fee, minutes, sort, create_by, create_time) VALUES (?, ?, ?, ?, ?, 'admin', ?)`)
  const partId = db.prepare('SELECT id FROM ris_body_part WHERE modality_id = ? AND name = ?')
  const small = db.prepare(`INSERT OR IGNORE INTO ris_body_part_small (body_part_id, name, sort, create_by, create_time) VALUES (?, ?, ?, 'admin', ?)`)
  for (const [modalityId, code] of MODALITIES) {
    const methods = [...(METHODS[code] ?? [])]
    for (const kind of EXAM_KINDS.filter((k) => k.modality === code)) {
      if (!methods.some(([name]) => name === kind.checkMethod)) methods.push([kind.checkMethod, 0])
    }
    methods.forEach(([name, extra], i) => method.run(modalityId, name, extra, i + 1, SEED_TIME))
    const parts = new Map<string, string[]>((EXTRA_PARTS[code] ?? []).map(([name, smalls]) => [name, [...smalls]]))
    for (const kind of EXAM_KINDS.filter((k) => k.modality === code)) {
      const smalls = parts.get(kind.bodyPart) ?? []
      if (kind.bodyPartSmall && !smalls.includes(kind.bodyPartSmall)) smalls.push(kind.bodyPartSmall)
      parts.set(kind.bodyPart, smalls)
    }
    let sort = 0
    for (const [name, smalls] of parts) {
      part.run(modalityId, name, BASE_FEES[code] ?? 100, MINUTES[code] ?? 15, ++sort, SEED_TIME)
      const { id } = partId.get(modalityId, name) as { id: number }
      smalls.forEach((s, i) => small.run(id, s, i + 1, SEED_TIME))
    }
  }

  // The seeded exams on the hospital's devices: each modality's devices in service, in turn.
  const devices = db.prepare(`SELECT v.id, v.name, m.code FROM ris_device v JOIN ris_modality m ON m.id = v.modality_id
    WHERE v.status = '1' ORDER BY v.name`).all() as { id: number; name: string; code: string }[]
  const update = db.prepare('UPDATE ris_exam SET device_id = ?, device_name = ?, fee = ? WHERE id = ?')
  const exams = db.prepare('SELECT id, modality FROM ris_exam ORDER BY id').all() as { id: number; modality: string }[]
  const turn = new Map<string, number>()
  for (const exam of exams) {
    const own = devices.filter((d) => d.code === exam.modality)
    const fee = BASE_FEES[exam.modality] ?? 100
    if (!own.length) {
      db.prepare('UPDATE ris_exam SET fee = ? WHERE id = ?').run(fee, exam.id)
      continue
    }
    const n = turn.get(exam.modality) ?? 0
    turn.set(exam.modality, n + 1)
    const device = own[n % own.length] as { id: number; name: string }
    update.run(device.id, device.name, fee, exam.id)
  }
  db.prepare(`INSERT INTO ris_setting (key, value, update_by, update_time) VALUES ('examNoFormat', ?, 'admin', ?)`).run(DEFAULT_EXAM_NO_FORMAT, SEED_TIME)
}



