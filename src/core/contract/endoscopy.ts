/**
 * Biopsies taken during an exam (endoscopy, issue 13): recorded in the endoscopy report (site, pieces, bottle number)
 * and linked from the pathology specimen they became; its result feeds follow-up.
 * `GET api/biopsy?examineId=N` lists an exam's biopsies, `GET api/biopsy/{id}` one of them (with its exam), `POST`,
 * `PUT` (with `version`) and `DELETE api/biopsy` ([ids]) change them under the exam's report family's write permission.
 */
export interface BiopsyDto {
  id: number
  examineId: number
  /** The site as labelled in the report (胃窦, 十二指肠球部…). */
  site: string
  /** Number of tissue pieces taken. */
  pieces: number
  /** The specimen bottle's number on its label. */
  bottleNo: string
  /** Who took it, and when (`yyyy-MM-dd HH:mm:ss`). */
  takenBy: string
  takenAt: string
  /** The pathology specimen made of it, once the pathology department received it. */
  specimenId: number | null
  version: number
}

/** The exam a biopsy came from, as the pathology list shows it beside the specimen. */
export interface BiopsyWithExamDto extends BiopsyDto {
  examNo: string
  patientName: string
  patientId: string
  modality: string
  examItem: string
}
