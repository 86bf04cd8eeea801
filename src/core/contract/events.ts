/**
 * What changed, as the server's event stream (`GET api/events`, server-sent events) tells open lists: the kind of
 * change and the exams concerned. Lists reload what they show; the event carries no patient data.
 */
export type ExamEventKind = 'registered' | 'moved' | 'imagesArrived' | 'reported' | 'critical'

/** One event of the stream (the `data` of an SSE message named `exam`). */
export interface ExamEvent {
  kind: ExamEventKind
  examIds: number[]
  /** The action of a move (checkIn, start, finish …), when `kind` is `moved`. */
  action?: string
}
