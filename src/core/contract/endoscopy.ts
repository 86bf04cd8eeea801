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

/** `POST api/biopsy`: a biopsy recorded on an exam; the caller is who took it, now when (unless `takenAt` says). */
export interface BiopsyCreateBody {
  examineId: number
  site: string
  pieces: number
  bottleNo: string
  /** `yyyy-MM-dd HH:mm[:ss]`, not in the future; default now. */
  takenAt?: string
}

/** `PUT api/biopsy`: a biopsy's site, pieces and bottle number, with the version last read (a stale one answers 409). */
export interface BiopsyUpdateBody {
  id: number
  site: string
  pieces: number
  bottleNo: string
  version: number
}

/** `PUT api/biopsy/{id}/specimen`: the pathology specimen made of the biopsy, or null to unlink it. */
export interface BiopsySpecimenBody {
  specimenId: number | null
}

/**
 * One image captured during an endoscopy (`api/endoscopy/captures`): the stored JPEG or PNG, the site it shows, its
 * place in the report's print order (1-based) and whether the report includes it.
 */
export interface EndoscopyCaptureDto {
  id: number
  examineId: number
  /** `image/jpeg` or `image/png`, from the file's first bytes. */
  mime: 'image/jpeg' | 'image/png'
  width: number
  height: number
  /** Bytes. */
  size: number
  /** The site label (胃窦…), null until labelled. */
  site: string | null
  /** Print order within the exam, 1-based. */
  sort: number
  inReport: boolean
  capturedBy: string
  /** `yyyy-MM-dd HH:mm:ss`. */
  capturedAt: string
  version: number
}

/** `PUT api/endoscopy/captures/{id}`: a capture's label and inclusion, with the version last read. */
export interface EndoscopyCaptureUpdateBody {
  site?: string | null
  inReport?: boolean
  version: number
}

/** `PUT api/endoscopy/captures/{examineId}/order`: every capture of the exam, in the new print order. */
export interface EndoscopyCaptureOrderBody {
  ids: number[]
}
