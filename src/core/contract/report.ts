import type { ExamDto } from './exam'

/**
 * Where a report stands: `draft` (being written, not visible outside), `preliminary` (submitted, not yet audited —
 * the viewer marks it visibly), `final` (audited), `corrected` (final with one or more addenda), `rejected` (sent
 * back by the auditor), `void`.
 */
export type ReportState = 'draft' | 'preliminary' | 'final' | 'corrected' | 'rejected' | 'void'

/**
 * A text added to a report after it became final; the original text is never overwritten.
 */
export interface ReportAddendum {
  id: number
  /** Sanitised HTML (the same allowed subset as findings). */
  text: string
  physician: string
  time: string
  reason?: string
}

/**
 * The critical-value notification recorded with a report (危急值登记): what was phoned, when, by whom, to whom (name,
 * job number, department, phone), whether the receiver read it back, and the clinical handling. The server adds
 * the timing: when the report was flagged critical, the modality's limit then, and whether the notification kept it.
 */
export interface CriticalNotice {
  finding: string
  notifiedAt: string
  notifiedBy: string
  receiver: string
  /** The receiver's job number (工号). */
  receiverJobNo?: string
  receiverDept: string
  receiverPhone?: string
  readBack: boolean
  /** The clinical handling the receiver reported (处理措施). */
  handling?: string
  /** When the report was first flagged critical (server). */
  flaggedAt?: string
  /** The modality's notification limit when it was flagged, in minutes (server). */
  limitMinutes?: number
  /** Whether `notifiedAt` is at most `limitMinutes` after `flaggedAt` (server, computed). */
  withinLimit?: boolean
}

/**
 * A report flagged critical (`GET api/critical?state=open|all`): the exam, the patient, the timing against the
 * modality's limit and, once made, the notification. `elapsedMinutes` runs until the notification (open: until now).
 */
export interface CriticalValueDto {
  reportId: number
  examineId: number
  examNo: string
  patientName: string
  modality: string
  examItem: string
  applyDeptName: string
  reportPhysician: string
  flaggedAt: string
  limitMinutes: number
  elapsedMinutes: number
  /** Open: still within the limit now; recorded: notified within it. */
  withinLimit: boolean
  notice?: CriticalNotice
}

/** The notification limits (`GET api/critical/limits`), minutes per modality, and the limit of any other modality. */
export interface CriticalLimitsDto {
  byModality: Record<string, number>
  defaultMinutes: number
}

/**
 * A key image of an exam: an instance (and frame) the reporting physician marked.
 */
export interface KeyImageRef {
  /**
   * The image id of `GET /api/pacs/image/{id}`; 0 for an instance of the hospital's PACS (issue 16), which is known by
   * its `sopInstanceUid` and read through the DICOMweb proxy (`url`).
   */
  imageId: number
  sopInstanceUid: string
  seriesInstanceUid: string
  frame: number
  /**
   * The image itself (`/api/pacs/image/{id}`, or for a PACS instance its WADO-URI address on the proxy,
   * `/api/pacs/dicomweb/wado?…`; authenticated); clients render their own thumbnails from it.
   */
  url: string
  contentType: 'application/dicom' | 'image/jpeg' | 'image/png'
  note?: string
}

/**
 * An image the endoscopist captured during the exam and included in the report (`ris_es_capture` with `in_report`),
 * in the report's print order; the site label printed under it. Captures are not PACS images: `url` is
 * `/api/endoscopy/captures/file/{id}` (authenticated), and only the report viewer shows them large.
 */
export interface ReportCaptureRef {
  /** The capture id of `api/endoscopy/captures`. */
  id: number
  /** The image file, `/api/endoscopy/captures/file/{id}` (authenticated). */
  url: string
  contentType: 'image/jpeg' | 'image/png'
  /** Pixels, as stored. */
  width: number
  height: number
  /** The site label (胃窦…); absent until the endoscopist labels it. */
  site?: string
}

/**
 * One report. `findings`, `impression` and `recommendation` are HTML restricted to a small allowed subset
 * (`p, br, b, strong, i, em, u, ul, ol, li, table, tr, td, th, span`); clients must sanitise again before display.
 */
export interface ReportDto {
  id: number
  examineId: number
  state: ReportState
  /** Title as printed, e.g. `超声检查报告单`. */
  title: string
  findings: string
  impression: string
  recommendation?: string
  positive: boolean
  critical: boolean
  criticalNotice?: CriticalNotice
  icdCodes: { code: string; name: string }[]
  reportPhysician: string
  reportTime: string
  auditPhysician?: string
  auditTime?: string
  rejectReason?: string
  addenda: ReportAddendum[]
  keyImages: KeyImageRef[]
  /** The captures included in the report, in print order (endoscopy); absent when there are none. */
  captures?: ReportCaptureRef[]
  printCount: number
  /** Increases with every stored change; history entries refer to it. */
  version: number
}

/**
 * Everything a report page shows (`GET /api/reportInfo/view?examineId=|reportId=`): the exam, its report (null
 * before one exists, or when the caller may not see a draft) and the hospital letterhead.
 */
export interface ReportViewDto {
  exam: ExamDto
  report: ReportDto | null
  hospital: ReportLetterhead
}

/**
 * The letterhead of a report, from the hospital configuration: the hospital, the lines under its name, the
 * reporting department with its address and phone (the hospital's where the department has none), the logo, and the
 * address of the report's lookup page when reports carry a QR code (absolute, or a path under the page's origin).
 */
export interface ReportLetterhead {
  name: string
  department: string
  address?: string
  phone?: string
  lines?: string[]
  logoUrl?: string
  qr?: string
  /** The version of the hospital settings it was made from (a newer one on the page means it is out of date). */
  version?: number
}

/**
 * One revision of a report (`GET /api/reportInfoHistory/examineId/{id}`), oldest first: who did what, when, and the
 * text as it stood after the action.
 */
export interface ReportHistoryEntry {
  id: number
  version: number
  action: 'save' | 'submit' | 'audit' | 'reject' | 'addendum' | 'print' | 'void' | 'takeover'
  operator: string
  time: string
  findings: string
  impression: string
  reason?: string
}

/**
 * A prior report of the same patient (`GET /api/reportInfo/once/list?examineId=`), newest first.
 */
export interface PriorReportDto {
  examineId: number
  examNo: string
  modality: string
  examItem: string
  examTime?: string
  state: ReportState
  impression: string
  studyId?: number
}

/**
 * A physician's report draft (`/api/reportDraft/{examineId}`): the text as typed (plain text, one paragraph per line),
 * kept in the browser per user and exam on every keystroke and copied to the server while typing and at logout.
 */
export interface ReportDraftDto {
  examineId: number
  findings: string
  impression: string
  recommendation: string
  /** Null until positive or negative was chosen. */
  positive: boolean | null
  critical: boolean
  icdCodes: string[]
  /** The report version the draft started from (null: no report existed). */
  baseVersion: number | null
  /** When the text was typed (epoch ms, the writer's clock). */
  savedAt: number
}
