import type { ObstetricKey, UsExamType } from '../../../core/contract/ultrasound'
import { FETUS_KEYS, TABLE_FIELDS, type UsField } from '../../../core/ultrasound/fields'

/**
 * One exam type's measurement table as the panel lays it out: the rows of each fetus (with placenta and presentation
 * for the mid/late obstetric scan), the table's own fields, and the kind of lesion list. Labels are the messages
 * `ultrasound.measure.keys.<key>`; keys, units and limits come from src/core (shared with the server's validation).
 */
export interface MeasurementTable {
  type: UsExamType
  fetusRows: readonly ObstetricKey[]
  /** Placenta site and grade, fetal presentation, EFW and percentile (mid/late scans). */
  fetalSurvey: boolean
  fields: readonly UsField[]
  lesions: 'breast' | 'thyroid' | null
}

const table = (type: UsExamType, fetalSurvey = false, lesions: MeasurementTable['lesions'] = null): MeasurementTable =>
  ({ type, fetusRows: FETUS_KEYS[type] ?? [], fetalSurvey, fields: TABLE_FIELDS[type], lesions })

/** The tables in the order the exam-type choice lists them. */
export const MEASUREMENT_TABLES: readonly MeasurementTable[] = [
  table('early'),
  table('nt'),
  table('obstetric', true),
  table('gynecology'),
  table('breast', false, 'breast'),
  table('thyroid', false, 'thyroid'),
  table('abdomen'),
]

/** The table of an exam type. */
export function tableOf(type: UsExamType): MeasurementTable {
  return MEASUREMENT_TABLES.find((t) => t.type === type) ?? MEASUREMENT_TABLES[2]!
}
