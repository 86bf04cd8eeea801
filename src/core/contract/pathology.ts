/**
 * Pathology specimens (病理标本, issue 13, `pis/list`): what the pathology department received (a biopsy from an
 * endoscopy, a surgical specimen, a cytology smear), its descriptions and diagnosis, through draft → preliminary →
 * final; a final result is only amended, with a reason, and every amendment is kept. Each specimen names the exam it
 * came from (`sourceExamId`) and, for an endoscopic biopsy, the biopsy (`biopsyId`); follow-up reads an exam's
 * pathology results through `GET api/specimen/bySource/{examineId}`.
 *
 * `GET api/specimen` (paged; `state`, `specimenType`, `receivedAt` pair, `blurry` over patient, numbers and
 * diagnosis), `GET api/specimen/{id}`, `POST` and `PUT api/specimen` (with `version`), `DELETE api/specimen` (ids of
 * the caller's own drafts), `POST api/specimen/{id}/submit`, `…/finalize` (not by the specimen's pathologist) and
 * `…/amend`. A biopsy's link to its specimen is written only by `PUT api/biopsy/{id}/specimen`. The pathology family's permissions apply
 * (`pis:write`, `pis:audit`, `pis:addendum`).
 */

/** Where a specimen is in its life: editable while draft or preliminary; final and amended ones only change by amendment. */
export type SpecimenState = 'draft' | 'preliminary' | 'final' | 'amended'

/** What kind of specimen it is. */
export type SpecimenType = 'biopsy' | 'surgical' | 'cytology' | 'frozen' | 'consultation'

/** The exam a specimen came from (or belongs to), as the list shows it. */
export interface SpecimenExamRef {
  id: number
  examNo: string
  modality: string
  examItem: string
  /** `yyyy-MM-dd HH:mm:ss` of the exam (or of its registration when not yet examined). */
  examTime: string | null
}

/** The biopsy a specimen was made of, as the list shows it. */
export interface SpecimenBiopsyRef {
  id: number
  site: string
  pieces: number
  bottleNo: string
  takenBy: string
  takenAt: string
  /**
   * The specimen the biopsy itself names (written only by `PUT api/biopsy/{id}/specimen`); anything but the
   * specimen's own id means the link is not made yet (the page offers to make it).
   */
  specimenId: number | null
}

/** One amendment of a final result: why, what the diagnosis (and microscopic description) said before, who and when. */
export interface SpecimenAmendment {
  reason: string
  previousDiagnosis: string
  previousMicroscopic: string
  amendedBy: string
  /** `yyyy-MM-dd HH:mm:ss`. */
  amendedAt: string
}

/** A specimen as `GET api/specimen` lists it. */
export interface SpecimenDto {
  id: number
  /** The pathology accession number (`S25-00012`), unique. */
  specimenNo: string
  specimenType: SpecimenType
  /** `yyyy-MM-dd HH:mm:ss`; when the tissue was taken (null: not known). */
  collectedAt: string | null
  /** `yyyy-MM-dd HH:mm:ss`; when the pathology department received it. */
  receivedAt: string
  clinicalHistory: string
  grossDescription: string
  microscopicDescription: string
  diagnosis: string
  state: SpecimenState
  patientName: string
  patientId: string
  gender: string
  /** The user id of the pathologist who wrote it (who alone may submit or delete the draft). */
  pathologistId: number | null
  /** The pathologist who wrote it, and the one who signed it off (four eyes: never the same). */
  pathologist: string | null
  auditor: string | null
  /** `yyyy-MM-dd HH:mm:ss` of the submission and of the sign-off. */
  submittedAt: string | null
  finalizedAt: string | null
  /** The pathology (PIS) exam the specimen is reported under, if registered. */
  examineId: number | null
  exam: SpecimenExamRef | null
  /** The exam the tissue came from (an endoscopy, an ultrasound-guided biopsy, surgery). */
  sourceExamId: number | null
  sourceExam: SpecimenExamRef | null
  biopsyId: number | null
  biopsy: SpecimenBiopsyRef | null
  /** Oldest first. */
  amendments: SpecimenAmendment[]
  createTime: string
  updateTime: string
  version: number
}

/**
 * `POST` (no `id`) and `PUT api/specimen` (with `id` and `version`). A specimen needs an exam to know its patient:
 * `examineId`, `sourceExamId` or both (of one patient); a biopsy must come from the source exam (which defaults to it)
 * and may become one specimen only. `specimenNo` is given out by the server when absent on creation.
 */
export interface SpecimenBody {
  id?: number
  specimenNo?: string | null
  specimenType: SpecimenType
  collectedAt?: string | null
  receivedAt: string
  clinicalHistory?: string | null
  grossDescription?: string | null
  microscopicDescription?: string | null
  diagnosis?: string | null
  examineId?: number | null
  sourceExamId?: number | null
  biopsyId?: number | null
  version?: number
}

/** `POST api/specimen/{id}/submit|finalize`: the version last read. */
export interface SpecimenActionBody {
  version: number
}

/** `POST api/specimen/{id}/amend`: the corrected diagnosis (and microscopic description), why, and the version last read. */
export interface SpecimenAmendBody {
  reason: string
  diagnosis: string
  microscopicDescription?: string | null
  version: number
}
