/**
 * One image of a study: a DICOM Part 10 file or a plain JPEG/PNG capture (ultrasound, endoscopy). `url` is fetched
 * with the caller's `Authorization` header; the server answers with caching headers and honours `Range`.
 */
export interface ImageInstanceDto {
  /** Image id (`GET /api/pacs/image/{id}`). */
  id: number
  sopInstanceUid: string
  instanceNumber: number
  /** Absolute path on the API base, e.g. `/api/pacs/image/17`. */
  url: string
  contentType: 'application/dicom' | 'image/jpeg' | 'image/png'
  rows?: number
  columns?: number
  frames: number
}

/**
 * One series of a study, instances sorted by instance number (and slice position).
 */
export interface ImageSeriesDto {
  seriesInstanceUid: string
  seriesNumber: number
  modality: string
  description: string
  instances: ImageInstanceDto[]
}

/**
 * What `GET /api/pacs/retrieve/image/studyId/{id}` and `…/examineId/{id}` return: the study and its series. An exam
 * without images answers with `series: []`.
 */
export interface ImageStudyDto {
  studyId: number | null
  examineId: number | null
  studyInstanceUid: string | null
  patientName: string
  patientId: string
  studyDate?: string
  studyDescription?: string
  modality: string
  series: ImageSeriesDto[]
}

/**
 * `GET /api/reportInfo/once/image/compare?examineId=&priorExamineId=`: the current and a prior study side by side.
 */
export interface ImageCompareDto {
  current: ImageStudyDto
  prior: ImageStudyDto
}

/**
 * Body of `POST /api/keyImage/temporary/save` and `…/remove`: the exam and the images to mark or unmark — image ids of
 * the server's own studies, and/or SOP Instance UIDs of instances in the hospital's PACS (issue 16: archive instances
 * have no image id; `ImageInstanceDto.id` is 0 there). At least one of the two lists is given.
 * `GET /api/keyImage/temporary/query?examineId=` answers with the marked ones as `KeyImageRef[]`.
 */
export interface KeyImageChange {
  examineId: number
  ids?: number[]
  sopInstanceUids?: string[]
}
