/**
 * Quality control by sampling (issue 14, `qc/…` and `ultrasonicControl/…`): score items and grade cut-offs per QC
 * family, monthly sampling tasks with a reproducible seeded draw, their samples and the reviewers' scores, and the
 * statistics of the scored samples. Type-only.
 */

/** The QC family: imaging (the radiology modalities, `qc:*`) or ultrasound (`usqc:*`). */
export type QcFamily = 'imaging' | 'ultrasound'

/** Which sheet an item belongs to: the images of the exam or its report. */
export type QcItemPart = 'image' | 'report'

/**
 * How an item is scored: `points` (0 up to the item's maximum, the deduction rule taken off; ultrasound's 10 × 10
 * image sheet and every report item), `xray` (X-ray image grade 1 甲 … 4 丁, DR and MG) or `ctmr` (CT/MR image grade
 * 3 best … 0 unusable).
 */
export type QcItemScale = 'points' | 'xray' | 'ctmr'

/** A score item of a family's sheet (`api/qc/item`). */
export interface QcScoreItemDto {
  id: number
  family: QcFamily
  part: QcItemPart
  scale: QcItemScale
  name: string
  /** The item's full points (`points` scale); for grades, the number of grades. */
  maxPoints: number
  /** The deduction rule as the sheet prints it (`每缺一个常规切面扣 2 分`). */
  rule: string | null
  sort: number
  enabled: boolean
}

/** Body of `POST`/`PUT api/qc/item`. */
export interface QcScoreItemBody {
  id?: number
  family: QcFamily
  part: QcItemPart
  scale: QcItemScale
  name: string
  maxPoints: number
  rule?: string | null
  sort: number
  enabled: boolean
}

/** A grade cut-off (`api/qc/cutoff`): a score of at least `minScore` (of 100) earns `grade`. Local practice, editable. */
export interface QcCutoffDto {
  id: number
  family: QcFamily
  grade: string
  minScore: number
}

/** Body of `POST`/`PUT api/qc/cutoff`. */
export interface QcCutoffBody {
  id?: number
  family: QcFamily
  grade: string
  minScore: number
}

/** The states of a sampling task: draft → drawn (samples picked) → scoring (a first score saved) → closed. */
export type QcTaskState = 'draft' | 'drawn' | 'scoring' | 'closed'

/** A reviewer of a task, or a user who may be chosen as one. */
export interface QcUserRef {
  id: number
  name: string
}

/** A sampling task (`api/qc/task`). */
export interface QcTaskDto {
  id: number
  name: string
  family: QcFamily
  /** The month sampled, `yyyy-MM`. */
  period: string
  /** One modality of the family, or null for all of them. */
  modality: string | null
  /** The performing department, or null for any. */
  deptId: number | null
  deptName: string | null
  /** Percent of the candidate reports sampled (rounded up), or null when `count` is set. */
  ratio: number | null
  /** Reports sampled, or null when `ratio` is set. */
  count: number | null
  /** The seed of the draw: the same seed over the same candidates picks the same samples. */
  seed: number
  /** While true and the task is open, nobody sees who wrote a sample's report. */
  blind: boolean
  state: QcTaskState
  reviewers: QcUserRef[]
  /** Samples drawn, and scored so far. */
  samples: number
  scored: number
  /** Final reports of the period and scope when last drawn. */
  candidates: number
  drawnAt: string | null
  createBy: string
  createTime: string
}

/** Body of `POST`/`PUT api/qc/task`. */
export interface QcTaskBody {
  id?: number
  name: string
  family: QcFamily
  period: string
  modality?: string | null
  deptId?: number | null
  ratio?: number | null
  count?: number | null
  seed: number
  blind: boolean
  reviewerIds: number[]
}

/** One item's entry on a score sheet: the points deducted (`points`) or the grade given (`xray`, `ctmr`). */
export interface QcScoreEntry {
  itemId: number
  value: number
  comment?: string | null
}

/** What a score sheet computes (src/core/qc/scoreSheet.ts), on the client while scoring and on the server when saved. */
export interface QcScoreResult {
  /** Points of the report items, their maximum, and the points as a score of 100 (one decimal). */
  reportPoints: number
  reportMax: number
  reportScore: number
  /** The report grade by the family's cut-offs. */
  grade: string | null
  /** Image sheet: a score of 100 (`points` items) or null for graded images. */
  imageScore: number | null
  /** The image grade: `甲`…`丁`, `3`…`0`, or the cut-off grade of the image score. */
  imageGrade: string | null
  /** The image grade's level for the pass and excellent rates. */
  imageLevel: 'excellent' | 'pass' | 'fail' | null
}

/** A sample's saved score. */
export interface QcScoreDto extends QcScoreResult {
  entries: QcScoreEntry[]
  comment: string | null
  reviewer: string
  time: string
  version: number
}

/** A drawn sample (`api/qc/sample`). `author` is null while its task is blind and open. */
export interface QcSampleDto {
  id: number
  taskId: number
  taskName: string
  family: QcFamily
  examineId: number
  examNo: string
  patientName: string
  examItem: string
  modality: string
  reportId: number
  reportTime: string
  author: string | null
  authorId: number | null
  state: 'pending' | 'scored'
  blind: boolean
  taskState: QcTaskState
  /** Whether the caller may score it: a reviewer of the task, not the author, the task not closed. */
  mayScore: boolean
  score: QcScoreDto | null
}

/** A sample with its report's text (`api/qc/sample/{id}`): no physician names, whatever the task. */
export interface QcSampleDetailDto extends QcSampleDto {
  findings: string
  impression: string
  /** The score sheet of the sample: its family's enabled items that apply to its modality. */
  items: QcScoreItemDto[]
  cutoffs: QcCutoffDto[]
}

/** Body of `PUT api/qc/sample/{id}/score`. */
export interface QcScoreBody {
  entries: QcScoreEntry[]
  comment?: string | null
  /** The version last read (0 before the first score); a stale one answers 409. */
  version: number
}

/** How `api/qc/statistics` groups. */
export type QcStatGroupBy = 'physician' | 'dept' | 'period'

/** One row of the QC statistics. */
export interface QcStatRow {
  key: string
  label: string
  samples: number
  /** Mean report score (of 100), one decimal; null without samples. */
  meanScore: number | null
  /** Samples per report grade. */
  grades: Record<string, number>
  /** Samples whose image grade passes / is excellent, over the samples with an image grade. */
  imageGraded: number
  imagePass: number
  imageExcellent: number
  /** Percent, one decimal; null when no image was graded. */
  imagePassRate: number | null
  imageExcellentRate: number | null
}

/** `GET api/qc/statistics`: scored samples of revealed tasks (not blind, or closed). */
export interface QcStatDto {
  family: QcFamily
  groupBy: QcStatGroupBy
  from: string
  to: string
  /** The grades of the family's cut-offs, best first (the distribution's columns). */
  grades: string[]
  rows: QcStatRow[]
  total: QcStatRow
  /** Scored samples left out because their task is still blind. */
  withheld: number
}
