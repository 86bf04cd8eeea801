import type { ExamStatus } from '../contract/exam'

/**
 * The exam lifecycle as data: every status, every action that moves an exam, the statuses each action may start
 * from and the one it leads to. The contract server enforces this one table (an action from another status is a 409
 * naming both) and lists read it for their status tags — nothing else decides where an exam may go.
 *
 * Codes keep the `exam_status` dictionary's values: `0`–`7` as before, plus `8` started (between checked in and
 * examined), `9` appointed (booked, not yet arrived) and `10` cancelled. Image arrival is a fact on the exam (count and
 * time), not a status.
 */
export const EXAM_STATUSES = ['9', '0', '1', '8', '2', '3', '6', '4', '5', '7', '10'] as const satisfies readonly ExamStatus[]

/** Statuses by name, for code that reads better than `'8'`. */
export const EXAM_STATUS = {
  appointed: '9',
  registered: '0',
  checkedIn: '1',
  started: '8',
  examined: '2',
  preliminary: '3',
  rejected: '6',
  audited: '4',
  printed: '5',
  void: '7',
  cancelled: '10',
} as const satisfies Record<string, ExamStatus>

/** What moves an exam: the registrar's and technologist's actions, and the report's steps that carry the exam along. */
export type ExamAction =
  | 'register'
  | 'appoint'
  | 'checkIn'
  | 'call'
  | 'start'
  | 'finish'
  | 'sendBack'
  | 'cancel'
  | 'void'
  | 'reportSave'
  | 'reportSubmit'
  | 'reportAudit'
  | 'reportReject'
  | 'reportPrint'

/** One row of the table. */
export interface ExamTransition {
  from: readonly ExamStatus[]
  to: ExamStatus
  /** The action needs a reason (kept in the exam's history). */
  reason?: true
}

const S = EXAM_STATUS
/** Statuses an exam leaves only by being voided or cancelled: nothing follows void and cancelled. */
const LIVE: readonly ExamStatus[] = [S.registered, S.checkedIn, S.started, S.examined, S.preliminary, S.rejected, S.audited, S.printed]

/**
 * The transition table.
 *
 * @example
 * EXAM_TRANSITIONS.start // { from: ['1'], to: '8' }
 */
export const EXAM_TRANSITIONS: Readonly<Record<ExamAction, ExamTransition>> = {
  // An appointed patient arrives at the desk.
  register: { from: [S.appointed], to: S.registered },
  // The desk books a registered exam into a slot of a device (预约), or moves the booking to another slot (改约): one
  // move, each booking kept in the history.
  appoint: { from: [S.registered, S.appointed], to: S.appointed },
  checkIn: { from: [S.appointed, S.registered], to: S.checkedIn },
  // The technologist calls a checked-in patient in (叫号): the status stays, the history keeps who called when.
  call: { from: [S.checkedIn], to: S.checkedIn },
  start: { from: [S.checkedIn], to: S.started },
  finish: { from: [S.checkedIn, S.started], to: S.examined },
  // The technologist cannot examine (wrong preparation, wrong item): back to the desk, with the reason.
  sendBack: { from: [S.checkedIn, S.started], to: S.registered, reason: true },
  cancel: { from: [S.appointed, S.registered, S.checkedIn], to: S.cancelled, reason: true },
  void: { from: LIVE, to: S.void, reason: true },
  // A report is written once the exam is done: a draft keeps it examined; submitting (again, after a rewrite too)
  // makes it preliminary.
  reportSave: { from: [S.examined], to: S.examined },
  reportSubmit: { from: [S.examined, S.rejected, S.preliminary], to: S.preliminary },
  reportAudit: { from: [S.preliminary], to: S.audited },
  reportReject: { from: [S.preliminary], to: S.rejected, reason: true },
  reportPrint: { from: [S.audited, S.printed], to: S.printed },
}

/**
 * Where `action` takes an exam in `status`, or null when the table does not allow it.
 *
 * @example
 * nextStatus('1', 'start') // '8'
 * nextStatus('0', 'start') // null
 */
export function nextStatus(status: ExamStatus, action: ExamAction): ExamStatus | null {
  const row = EXAM_TRANSITIONS[action]
  return row.from.includes(status) ? row.to : null
}

/**
 * The actions open to an exam in `status` (a worklist's row actions).
 *
 * @example
 * actionsFrom('1') // ['call', 'start', 'finish', 'sendBack', 'cancel', 'void']
 * actionsFrom('0') // ['appoint', 'checkIn', 'cancel', 'void']
 */
export function actionsFrom(status: ExamStatus): ExamAction[] {
  return (Object.keys(EXAM_TRANSITIONS) as ExamAction[]).filter((action) => EXAM_TRANSITIONS[action].from.includes(status))
}

/** How a status tag looks (ris-domain §1.6): grey not started, blues in progress, orange reported, green done, red problem. */
export type ExamStatusTone = 'grey' | 'blue' | 'cyan' | 'geekblue' | 'orange' | 'red' | 'green' | 'purple' | 'struck'

/**
 * The tone of each status's tag in every list.
 *
 * @example
 * EXAM_STATUS_TONES['6'] // 'red'
 */
export const EXAM_STATUS_TONES: Readonly<Record<ExamStatus, ExamStatusTone>> = {
  '9': 'grey',
  '0': 'blue',
  '1': 'cyan',
  '8': 'cyan',
  '2': 'geekblue',
  '3': 'orange',
  '6': 'red',
  '4': 'green',
  '5': 'purple',
  '7': 'struck',
  '10': 'struck',
}
