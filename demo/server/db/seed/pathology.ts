/**
 * Pathology specimens (issue 13): a dozen realistic specimens from the seeded exams — endometrial polyps from
 * hysteroscopy, cervical biopsies from colposcopy, gastric biopsies from gastroscopy, breast core biopsies under
 * ultrasound, a placenta — each reported under its PIS exam when the patient has one, in every state (draft,
 * preliminary, final, one amended). A specimen is linked to a biopsy of its source exam when the endoscopy seed
 * recorded one. Runs after every other seed and draws no random numbers, so nothing else changes.
 */
import { formatDateTime, HOUR, MINUTE } from '../../lib/time'
import type { SpecimenState, SpecimenType } from '../../../../src/core/contract/pathology'
import type { Db } from '../db'

interface Finding {
  type: SpecimenType
  history: string
  gross: string
  microscopic: string
  diagnosis: string
}

/** What each kind of source exam sends, and what the pathologist finds (two variants each). */
const FINDINGS: Record<string, Finding[]> = {
  宫腔镜检查: [
    {
      type: 'surgical', history: '异常子宫出血 3 月，超声示宫腔内高回声团，宫腔镜下摘除息肉样物。',
      gross: '灰红色息肉样组织一块，大小 1.5 cm × 1.0 cm × 0.6 cm，切面灰白，质软，全部取材。',
      microscopic: '镜下见子宫内膜间质纤维化，腺体大小不一、排列紊乱，可见厚壁血管，被覆上皮未见异型。',
      diagnosis: '（宫腔）子宫内膜息肉。',
    },
    {
      type: 'biopsy', history: '绝经后阴道流血，宫腔镜下内膜局灶增厚，定位活检。',
      gross: '灰红色碎组织一堆，总体积 0.8 cm × 0.6 cm × 0.3 cm，全部取材。',
      microscopic: '子宫内膜呈增生期改变，腺体与间质比例增加，腺上皮无明显异型。',
      diagnosis: '（宫腔）子宫内膜单纯性增生，不伴非典型性。',
    },
  ],
  电子阴道镜检查: [
    {
      type: 'biopsy', history: 'TCT：HSIL，HPV16 阳性；阴道镜下 3、6 点醋白上皮，碘不着色。',
      gross: '灰白色组织两块，分别标记 3 点、6 点，各 0.3 cm × 0.2 cm × 0.2 cm，全部取材。',
      microscopic: '鳞状上皮全层 2/3 细胞排列紊乱，核质比增高，可见核分裂象，基底膜完整。p16 弥漫阳性，Ki-67 约 60%。',
      diagnosis: '（宫颈 3、6 点）高级别鳞状上皮内病变（HSIL / CIN Ⅱ）。',
    },
    {
      type: 'biopsy', history: 'HPV52 阳性，TCT：ASC-US，阴道镜下 12 点薄醋白上皮。',
      gross: '灰白色组织一块，0.3 cm × 0.2 cm × 0.2 cm，全部取材。',
      microscopic: '鳞状上皮下 1/3 细胞轻度异型，可见挖空细胞；间质较多淋巴细胞浸润。',
      diagnosis: '（宫颈 12 点）低级别鳞状上皮内病变（LSIL / CIN Ⅰ），伴慢性宫颈炎。',
    },
  ],
  无痛电子胃镜检查: [
    {
      type: 'biopsy', history: '上腹隐痛半年，胃镜见胃窦黏膜红白相间，以红为主，取活检。',
      gross: '灰白色黏膜组织两粒，直径均约 0.2 cm，全部取材。',
      microscopic: '胃窦黏膜固有层较多淋巴细胞、浆细胞浸润，腺体未见明显减少，未见肠上皮化生。HP 染色阳性。',
      diagnosis: '（胃窦）慢性非萎缩性胃炎，活动期，HP（+）。',
    },
    {
      type: 'biopsy', history: '反酸嗳气，胃镜见胃角黏膜粗糙，取活检。',
      gross: '灰白色黏膜组织三粒，直径 0.1–0.2 cm，全部取材。',
      microscopic: '胃角黏膜腺体减少，可见灶性肠上皮化生，未见异型增生。',
      diagnosis: '（胃角）慢性萎缩性胃炎（轻度），伴轻度肠上皮化生。',
    },
  ],
  双侧乳腺及腋窝淋巴结超声检查: [
    {
      type: 'biopsy', history: '左乳外上象限低回声肿物，BI-RADS 4c，超声引导下空芯针穿刺。',
      gross: '灰白色条索状组织 4 条，长 0.8–1.5 cm，直径 0.1 cm，全部取材。',
      microscopic: '癌细胞呈巢团状、条索状浸润性生长，腺管形成约 30%，核中度异型，核分裂 8 个/10HPF。ER 90%（+），PR 60%（+），HER2（1+），Ki-67 约 25%。',
      diagnosis: '（左乳肿物穿刺）浸润性导管癌，Ⅱ 级。',
    },
    {
      type: 'biopsy', history: '右乳低回声结节，边界清，BI-RADS 4a，超声引导下穿刺。',
      gross: '灰白色条索状组织 3 条，长 1.0–1.2 cm，全部取材。',
      microscopic: '乳腺导管上皮及肌上皮双层结构存在，间质纤维组织增生，挤压导管呈裂隙状。',
      diagnosis: '（右乳肿物穿刺）纤维腺瘤。',
    },
  ],
  胎盘病理检查: [
    {
      type: 'surgical', history: '孕 38+2 周，胎儿生长受限，剖宫产娩出胎盘送检。',
      gross: '胎盘一个，重 380 g，大小 16 cm × 14 cm × 2 cm，脐带偏心附着，长 45 cm，母体面见 2 处灰白色梗死灶，最大径 1.5 cm。',
      microscopic: '绒毛发育成熟，局灶绒毛间隙纤维素沉积，见两处绒毛梗死，蜕膜血管未见急性动脉粥样硬化。',
      diagnosis: '（胎盘）成熟胎盘，局灶绒毛梗死（累及 < 5%），符合母体血管灌注不良。',
    },
  ],
}

/** The states handed out in turn, so the list shows each of them (the amended one keeps its first diagnosis). */
const STATES: SpecimenState[] = ['final', 'final', 'preliminary', 'draft', 'amended', 'final', 'preliminary', 'final', 'draft', 'final', 'final', 'preliminary']

interface Candidate { source: number | null; exam: number | null; item: string; patient: number; time: string }

interface Person { id: number; nick: string }

/** One seeded specimen as data: its row as it ends up (an amended one already amended) and its amendment, if any. */
interface SpecimenSeed {
  specimenNo: string
  type: SpecimenType
  patient: number
  exam: number | null
  source: number | null
  biopsy: number | null
  collectedAt: string
  receivedAt: string
  history: string
  gross: string
  microscopic: string
  diagnosis: string
  state: SpecimenState
  pathologist: Person
  auditor: Person | null
  submittedAt: string | null
  finalizedAt: string | null
  updateTime: string
  version: number
  amendment: { reason: string; previousDiagnosis: string; previousMicroscopic: string; by: Person; at: string } | null
}

const DAY = 24 * HOUR

const toMs = (text: string) => new Date(text.replace(' ', 'T')).getTime()

/** The exams specimens come from: sources with a pathology exam of the same patient first, then sources alone, then the placenta. */
function chooseSources(db: Db): Candidate[] {
  // Sources that were examined; pathology exams also when only registered (the specimen arrives before the exam is done).
  const exams = db.prepare(`SELECT e.id, e.modality, e.exam_item AS item, e.patient_ref AS patient, COALESCE(e.exam_time, e.register_time) AS time
      FROM ris_exam e WHERE (e.exam_time IS NOT NULL OR e.modality = 'PIS') AND e.status NOT IN ('7', '9') AND e.source = 'in'
        AND (e.modality IN ('ES', 'PIS') OR e.exam_item = '双侧乳腺及腋窝淋巴结超声检查') ORDER BY e.exam_time, e.id`)
    .all() as { id: number; modality: string; item: string; patient: number; time: string }[]
  const pisOf = new Map<number, { id: number; item: string; time: string }>()
  for (const e of exams) if (e.modality === 'PIS' && !pisOf.has(e.patient)) pisOf.set(e.patient, e)
  const candidates: Candidate[] = []
  const usedPis = new Set<number>()
  // Sources with a pathology exam of the same patient first (the whole pathway), then sources alone.
  for (const withPis of [true, false]) {
    for (const e of exams) {
      if (e.modality === 'PIS' || !FINDINGS[e.item]) continue
      const pis = pisOf.get(e.patient)
      const exam = pis && !usedPis.has(pis.id) ? pis.id : null
      if (withPis !== (exam !== null)) continue
      // A breast ultrasound sends tissue only through its patient's core biopsy exam.
      if (e.modality === 'US' && exam === null) continue
      if (exam !== null) usedPis.add(exam)
      candidates.push({ source: e.id, exam, item: e.item, patient: e.patient, time: e.time })
    }
  }
  const placenta = exams.find((e) => e.item === '胎盘病理检查')
  const chosen = candidates.slice(0, placenta ? 11 : 12)
  if (placenta) chosen.push({ source: null, exam: placenta.id, item: placenta.item, patient: placenta.patient, time: placenta.time })
  return chosen
}

/**
 * The specimens as data: for each chosen source its finding, times (capped by `now`), state in turn (work received
 * in the last day is not final yet), writer in turn, accession number per year, the first free biopsy of its source
 * exam, and for the amended one the diagnosis it replaced.
 */
function specimenSeeds(db: Db, now: number): SpecimenSeed[] {
  const user = (username: string) => db.prepare('SELECT id, nick_name AS nick FROM sys_user WHERE username = ?').get(username) as Person
  const writers = [user('bingli'), user('bingli2')]
  const auditor = user('binglizr')
  // The biopsies no specimen was made of yet, per exam, oldest first: each specimen of an exam takes the next one.
  const freeBiopsies = new Map<number, number[]>()
  for (const b of db.prepare('SELECT id, exam_id AS exam FROM ris_biopsy WHERE specimen_id IS NULL ORDER BY id').all() as { id: number; exam: number }[]) {
    freeBiopsies.set(b.exam, [...(freeBiopsies.get(b.exam) ?? []), b.id])
  }
  const seq = new Map<string, number>()
  return chooseSources(db).map((c, i): SpecimenSeed => {
    const finding = FINDINGS[c.item]![i % FINDINGS[c.item]!.length]!
    const received = Math.min(toMs(c.time) + 40 * MINUTE + (i % 4) * 15 * MINUTE, now - 2 * HOUR)
    const collected = Math.min(toMs(c.time), received - 30 * MINUTE)
    let state = STATES[i % STATES.length]!
    const submitted = Math.min(received + DAY + (i % 3) * 3 * HOUR, now - HOUR)
    const finalized = Math.min(submitted + 4 * HOUR, now - 30 * MINUTE)
    // Work received in the last day cannot be final yet: it is still being cut and read.
    if (now - received < DAY && (state === 'final' || state === 'amended')) state = 'preliminary'
    const year = formatDateTime(received).slice(2, 4)
    const n = (seq.get(year) ?? 0) + 1
    seq.set(year, n)
    const draft = state === 'draft'
    const signed = state === 'final' || state === 'amended'
    const amendedAt = state === 'amended' ? formatDateTime(Math.min(finalized + 2 * HOUR, now - 10 * MINUTE)) : null
    const firstDiagnosis = state === 'amended' ? finding.diagnosis.replace(/。$/, '（待免疫组化）。') : finding.diagnosis
    return {
      specimenNo: `S${year}-${String(n).padStart(5, '0')}`,
      type: finding.type,
      patient: c.patient,
      exam: c.exam,
      source: c.source,
      biopsy: c.source === null ? null : (freeBiopsies.get(c.source)?.shift() ?? null),
      collectedAt: formatDateTime(collected),
      receivedAt: formatDateTime(received),
      history: finding.history,
      gross: finding.gross,
      microscopic: draft ? '' : finding.microscopic,
      diagnosis: draft ? '' : finding.diagnosis,
      state,
      pathologist: writers[i % 2]!,
      auditor: signed ? auditor : null,
      submittedAt: draft ? null : formatDateTime(submitted),
      finalizedAt: signed ? formatDateTime(finalized) : null,
      updateTime: amendedAt ?? formatDateTime(signed ? finalized : draft ? received + HOUR : submitted),
      version: amendedAt ? 4 : draft ? 1 : signed ? 3 : 2,
      amendment: amendedAt === null ? null : {
        reason: '免疫组化结果回报，补充诊断', previousDiagnosis: firstDiagnosis, previousMicroscopic: finding.microscopic, by: auditor, at: amendedAt,
      },
    }
  })
}

/** Seeds the specimens; returns how many. */
export function seedPathology(db: Db, now: number): number {
  const specimens = specimenSeeds(db, now)
  const insert = db.prepare(`INSERT INTO pis_specimen (specimen_no, specimen_type, patient_ref, exam_id, source_exam_id, biopsy_id, collected_at, received_at,
      clinical_history, gross_description, microscopic_description, diagnosis, state, pathologist_id, pathologist_name, auditor_id, auditor_name,
      submitted_at, finalized_at, create_by, update_by, create_time, update_time, version)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'system', 'system', ?, ?, ?)`)
  // The seed writes the biopsy's side of the link itself (the running server leaves it to PUT api/biopsy/{id}/specimen).
  const link = db.prepare('UPDATE ris_biopsy SET specimen_id = ? WHERE id = ?')
  const amend = db.prepare(`INSERT INTO pis_specimen_amendment (specimen_id, reason, previous_diagnosis, previous_microscopic, amended_by_id, amended_by,
      amended_at) VALUES (?, ?, ?, ?, ?, ?, ?)`)
  for (const s of specimens) {
    const id = Number(insert.run(s.specimenNo, s.type, s.patient, s.exam, s.source, s.biopsy, s.collectedAt, s.receivedAt, s.history, s.gross,
      s.microscopic, s.diagnosis, s.state, s.pathologist.id, s.pathologist.nick, s.auditor?.id ?? null, s.auditor?.nick ?? null, s.submittedAt,
      s.finalizedAt, s.receivedAt, s.updateTime, s.version).lastInsertRowid)
    if (s.biopsy !== null) link.run(id, s.biopsy)
    const a = s.amendment
    if (a) amend.run(id, a.reason, a.previousDiagnosis, a.previousMicroscopic, a.by.id, a.by.nick, a.at)
  }
  return specimens.length
}
