import type { SrMeasurement } from './ultrasound'

/**
 * `GET api/ultrasound/sr/{examineId}`: how many OB-GYN structured reports (TID 5000) the exam's devices sent, and the
 * measurements read from them in the order received (a later report's value of the same row follows an earlier one).
 * `instances: 0` and no measurements when none arrived.
 */
export interface SrImportDto {
  examineId: number
  instances: number
  measurements: SrMeasurement[]
}

/** `POST api/images/{examineId}/instances` (a DICOM Part 10 body): the structured report stored for the exam. */
export interface SrInstanceDto {
  examineId: number
  sopInstanceUid: string
  sopClassUid: string
  /** Measurements the report holds for the obstetric table (0 for an SR of another template). */
  measurements: number
}
