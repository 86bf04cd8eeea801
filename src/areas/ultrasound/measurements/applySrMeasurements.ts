import type { FetusLabel, FetusMeasurements, SrMeasurement, UsMeasurementsBody } from '../../../core/contract/ultrasound'
import { FETUS_KEYS, hasFetuses, PREGNANCY_FIELDS } from '../../../core/ultrasound/fields'

const LABELS: readonly FetusLabel[] = ['A', 'B', 'C', 'D', 'E']

/** The part of the measurements an SR import fills. */
export type SrFillable = Pick<UsMeasurementsBody, 'examType' | 'fetuses' | 'values'>

/**
 * Fills a measurement table from the numeric measurements of a DICOM SR (TID 5000), replacing the values it carries
 * and keeping the rest, so the sonographer can still edit every value. Each measurement goes to its fetus by label
 * (`null` → fetus A; missing fetuses up to the label are added); the cervical length goes to the pregnancy's own
 * fields. A table without fetuses becomes the mid/late obstetric table. Measurements that are not a row of the table
 * (an NT on a mid-pregnancy table), labels other than A–E and the device's own EFW (the table computes its own from
 * the biometry, by the named formula) are left out.
 *
 * @example
 * applySrMeasurements(current, [{ fetus: 'B', key: 'BPD', value: 58, unit: 'mm', code: '11820-8' }])
 */
export function applySrMeasurements<T extends SrFillable>(current: T, measurements: readonly SrMeasurement[]): T {
  const examType = hasFetuses(current.examType) ? current.examType! : 'obstetric'
  const rows = FETUS_KEYS[examType] ?? []
  const fetuses: FetusMeasurements[] = current.fetuses.map((f) => ({ ...f, values: { ...f.values } }))
  const values = { ...current.values }
  if (fetuses.length === 0) fetuses.push({ label: 'A', values: {} })
  for (const m of measurements) {
    if (!Number.isFinite(m.value)) continue
    if (m.fetus === null && PREGNANCY_FIELDS.some((field) => field.key === m.key)) {
      if (examType === 'obstetric') values[m.key] = m.value
      continue
    }
    if (!rows.includes(m.key)) continue
    const label = (m.fetus ?? 'A').toUpperCase() as FetusLabel
    const index = LABELS.indexOf(label)
    if (index < 0) continue
    while (fetuses.length <= index) fetuses.push({ label: LABELS[fetuses.length]!, values: {} })
    fetuses[index]!.values[m.key] = m.value
  }
  return { ...current, examType, fetuses, values }
}
