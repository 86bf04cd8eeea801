import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from '../../db/db'
import type { PublishedEvent } from '../events'
import { newStudyInstanceUid, worklistFile, worklistFileName, type WorklistItem } from './worklistItem'

/**
 * The statuses whose exam has a worklist item: appointed, registered, checked in and started — the modality may still
 * query it. Cancelled, examined (finished) and everything after, or voided, removes it.
 */
export const WORKLIST_STATUSES: readonly string[] = ['9', '0', '1', '8']

interface ItemRow {
  id: number
  exam_no: string
  status: string
  study_instance_uid: string | null
  register_time: string
  appoint_start: string | null
  modality: string
  device_name: string | null
  exam_item: string
  apply_physician: string
  urgency: string
  age: number
  age_unit: string
  patient_id: string
  name: string
  name_pinyin: string | null
  gender: string
  birth_date: string
  ae_title: string | null
  room: string | null
}

const ITEM_FROM = `SELECT e.id, e.exam_no, e.status, e.study_instance_uid, e.register_time, e.appoint_start, e.modality, e.device_name,
    e.exam_item, e.apply_physician, e.urgency, e.age, e.age_unit, p.patient_id, p.name, p.name_pinyin, p.gender, p.birth_date,
    v.ae_title, v.room
  FROM ris_exam e JOIN ris_patient p ON p.id = e.patient_ref LEFT JOIN ris_device v ON v.id = e.device_id`

/**
 * Keeps the archive's modality worklist folder (Orthanc's ModalityWorklists plugin, `PACS_WORKLIST_DIR`) in step with
 * the exams: one `<exam no>.wl` per exam a modality may still perform (appointed, registered, checked in, started),
 * written atomically (a temporary name, then a rename) and removed once the exam is cancelled, finished or voided.
 * It follows the event hub — every registration and move is published there — so no route has to call it, and
 * `reconcile()` at start catches up with what happened while it was not running.
 *
 * @example
 * const publisher = new WorklistPublisher(db, '/var/lib/orthanc/worklists', console.error)
 * const stop = events.subscribe((event) => publisher.onEvent(event))
 */
export class WorklistPublisher {
  constructor(
    private readonly db: Db,
    private readonly dir: string,
    private readonly log: (line: string) => void,
  ) {}

  /** An exam event: the exams it names get their item written, rewritten (a new slot, a merged patient) or removed. */
  onEvent(event: PublishedEvent): void {
    if (event.kind !== 'registered' && event.kind !== 'moved') return
    this.sync(event.examIds)
  }

  /** Writes or removes the items of `examIds` by their exams' current status; a failure is logged, never thrown. */
  sync(examIds: readonly number[]): void {
    for (const id of examIds) {
      try {
        const row = this.db.prepare(`${ITEM_FROM} WHERE e.id = ?`).get(id) as ItemRow | undefined
        if (!row) continue
        if (WORKLIST_STATUSES.includes(row.status)) this.write(row)
        else this.remove(row.exam_no)
      } catch (error) {
        this.log(`[pacs] worklist item of exam ${id} not written: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }

  /**
   * Catches up at start: writes the items of the exams scheduled from `today` (`yyyy-MM-dd`) on that may still be
   * performed, and removes the items of exams that no longer may. Files of other names are left alone.
   */
  reconcile(today: string): { written: number; removed: number } {
    mkdirSync(this.dir, { recursive: true })
    const marks = WORKLIST_STATUSES.map(() => '?').join(', ')
    const live = this.db.prepare(`SELECT e.id FROM ris_exam e WHERE e.status IN (${marks})
        AND COALESCE(e.appoint_start, e.register_time) >= ?`).all(...WORKLIST_STATUSES, `${today} 00:00:00`) as { id: number }[]
    this.sync(live.map((row) => row.id))
    let removed = 0
    const byFile = this.db.prepare('SELECT status FROM ris_exam WHERE exam_no = ?')
    for (const file of readdirSync(this.dir)) {
      if (!file.endsWith('.wl')) continue
      const exam = byFile.get(file.slice(0, -3)) as { status: string } | undefined
      if (exam && !WORKLIST_STATUSES.includes(exam.status)) {
        rmSync(join(this.dir, file), { force: true })
        removed++
      }
    }
    return { written: live.length, removed }
  }

  private write(row: ItemRow): void {
    let uid = row.study_instance_uid
    if (!uid) {
      uid = newStudyInstanceUid()
      this.db.prepare('UPDATE ris_exam SET study_instance_uid = ? WHERE id = ? AND study_instance_uid IS NULL').run(uid, row.id)
      uid = (this.db.prepare('SELECT study_instance_uid FROM ris_exam WHERE id = ?').get(row.id) as { study_instance_uid: string }).study_instance_uid
    }
    const scheduled = row.appoint_start ?? row.register_time
    const item: WorklistItem = {
      accessionNumber: row.exam_no,
      studyInstanceUid: uid,
      patientName: row.name,
      patientNamePinyin: row.name_pinyin ?? '',
      patientId: row.patient_id,
      birthDate: row.birth_date,
      gender: row.gender,
      age: row.age,
      ageUnit: row.age_unit,
      modality: row.modality,
      stationAeTitle: row.ae_title,
      stationName: row.device_name,
      location: row.room,
      scheduledDate: scheduled.slice(0, 10),
      scheduledTime: scheduled.slice(11, 19),
      procedureDescription: row.exam_item,
      requestingPhysician: row.apply_physician,
      urgency: row.urgency,
    }
    mkdirSync(this.dir, { recursive: true })
    const name = worklistFileName(row.exam_no)
    // Another extension while it is written: the plugin reads `*.wl` only, and a rename is atomic.
    const temp = join(this.dir, `.${name}.${process.pid}.tmp`)
    writeFileSync(temp, worklistFile(item))
    renameSync(temp, join(this.dir, name))
  }

  private remove(examNo: string): void {
    rmSync(join(this.dir, worklistFileName(examNo)), { force: true })
  }
}
