import type { Db } from './db'
import { seedAppointments } from './seed/appointments'
import { seedCalcium } from './seed/calcium'
import { seedCollection } from './seed/collection'
import { seedDicts } from './seed/dicts'
import { seedEndoscopyCaptures } from './seed/endoscopyCaptures'
import { seedExams } from './seed/exams'
import { seedFollowup } from './seed/followup'
import { seedHisOrders } from './seed/hisOrders'
import { seedIcd } from './seed/icd'
import { seedLogs } from './seed/logs'
import { seedMenus } from './seed/menus'
import { seedMnt } from './seed/mnt'
import { seedOrg } from './seed/org'
import { seedOutsideExams } from './seed/outside'
import { seedPathology } from './seed/pathology'
import { seedQc } from './seed/qc'
import { seedReference } from './seed/reference'
import { seedRelated } from './seed/related'
import { seedReportTemplates } from './seed/reportTemplates'
import { seedShareLinks } from './seed/shareLinks'
import { seedSystem } from './seed/system'

/**
 * Fills an empty, migrated database with the demo data. Deterministic: every run with the same `now` produces
 * the same rows (ids, times and even password hashes); the exams' times are offsets from `now` (the seed moment),
 * so that "today" always has work. A new resource adds its `seedX(db)` call here.
 */
export function seed(db: Db, now: number = Date.now()): void {
  seedOrg(db)
  seedMenus(db)
  seedDicts(db)
  seedIcd(db)
  seedSystem(db)
  seedMnt(db)
  seedLogs(db)
  seedExams(db, now)
  seedCalcium(db, now)
  seedShareLinks(db, now)
  seedEndoscopyCaptures(db)
  seedReference(db)
  seedAppointments(db, now)
  seedHisOrders(db, now)
  seedRelated(db, now)
  seedReportTemplates(db)
  // After the reference tables: outside exams keep no device of this hospital.
  seedOutsideExams(db, now)
  // Last: specimens come from the exams (and the endoscopy biopsies) seeded above.
  seedPathology(db, now)
  // After the exams and their reports: the QC tasks sample the seeded final reports.
  seedQc(db, now)
  // After pathology: follow-up records link the specimens of the same patients.
  seedFollowup(db, now)
  // After every exam and report: the collected cases are positive signed exams.
  seedCollection(db, now)
}
