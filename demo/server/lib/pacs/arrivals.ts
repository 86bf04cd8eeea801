import type { Db } from '../../db/db'
import type { EventHub } from '../events'
import { moveExam } from '../examLifecycle'
import { formatDateTime, SECOND } from '../time'
import { pacsAuthorization, type PacsConfig } from './pacsConfig'

/** One entry of Orthanc's change feed (`GET /changes`). */
interface Change {
  ChangeType: string
  /** `yyyyMMddTHHmmss`, UTC. */
  Date: string
  ID: string
  ResourceType: string
  Seq: number
}

/** What the follower does with one study of the archive that changed. */
interface TouchedStudy {
  /** Reception times (epoch ms) of the instances seen in this batch. */
  first: number | null
  last: number | null
}

interface ExamMatch {
  id: number
  status: string
  modality: string
  study_instance_uid: string | null
  arrived_images: number
  first_image_time: string | null
  last_image_time: string | null
}

/** Options of {@link ImageArrivals}. */
export interface ImageArrivalsOptions {
  db: Db
  config: PacsConfig & { restUrl: string }
  events: EventHub
  now: () => number
  log: (line: string) => void
  /** Pause between polls when the feed is read to its end (default 1 s). */
  intervalMs?: number
  /** Longest pause between attempts while the archive is unreachable (default 30 s; the first is `intervalMs`). */
  maxBackoffMs?: number
  /** Per request (default 5 s). */
  timeoutMs?: number
}

/** A failure to reach the archive or an answer it should not give: retried with a backoff. */
class ArchiveError extends Error {}

/**
 * Follows an Orthanc's change feed (`GET /changes?since=&limit=`) so the console learns of images a modality sent:
 * each new instance's study is read (AccessionNumber, StudyInstanceUID, instance count) and matched to its exam — by
 * the Study Instance UID the worklist item gave it, else by the accession number (the exam number); images of no
 * exam are logged once, never guessed. The arrival is recorded on the exam (image count, first and last image), a
 * checked-in exam is started (the transition table's `start`, by the archive), and the event hub tells open lists.
 * The last sequence number read is kept in the database (`pacs_change_feed`), so a restart resumes where it stopped.
 * An unreachable archive is logged once and retried with a doubling backoff; `stop()` ends the loop and any request
 * in flight.
 *
 * @example
 * const arrivals = new ImageArrivals({ db, config, events, now: Date.now, log: console.error })
 * arrivals.start()
 * await arrivals.stop()
 */
export class ImageArrivals {
  private readonly options: Required<ImageArrivalsOptions>
  private readonly seriesStudy = new Map<string, string>()
  private readonly unmatched = new Set<string>()
  private running: Promise<void> | null = null
  private stopped = false
  private abort = new AbortController()
  private wake: (() => void) | null = null

  constructor(options: ImageArrivalsOptions) {
    this.options = { intervalMs: SECOND, maxBackoffMs: 30 * SECOND, timeoutMs: 5 * SECOND, ...options }
  }

  /** Starts polling (once). */
  start(): void {
    this.running ??= this.loop()
  }

  /** Stops polling; resolves once the loop has ended. */
  async stop(): Promise<void> {
    this.stopped = true
    this.abort.abort()
    this.wake?.()
    await this.running
  }

  /**
   * Reads one page of the feed and records what it says; true when more pages wait. Throws when the archive cannot
   * be read (nothing is marked as read then: the page is read again).
   */
  async pollOnce(): Promise<boolean> {
    const since = this.lastSeq()
    const page = await this.get(`/changes?since=${since}&limit=100`) as { Changes?: Change[]; Done?: boolean; Last?: number }
    if (!Array.isArray(page.Changes) || typeof page.Last !== 'number') throw new ArchiveError('the change feed answered without Changes / Last')
    const studies = new Map<string, TouchedStudy>()
    const touch = (study: string, at: number | null): void => {
      const seen = studies.get(study) ?? { first: null, last: null }
      if (at !== null) {
        seen.first = seen.first === null ? at : Math.min(seen.first, at)
        seen.last = seen.last === null ? at : Math.max(seen.last, at)
      }
      studies.set(study, seen)
    }
    for (const change of page.Changes) {
      if (change.ChangeType === 'NewInstance' && change.ResourceType === 'Instance') {
        const study = await this.studyOfInstance(change.ID)
        if (study) touch(study, orthancTime(change.Date))
      } else if (change.ChangeType === 'StableStudy' && change.ResourceType === 'Study') {
        touch(change.ID, null)
      }
    }
    for (const [study, seen] of studies) await this.record(study, seen)
    this.saveSeq(page.Last)
    return page.Done === false
  }

  private async loop(): Promise<void> {
    let backoff = this.options.intervalMs
    let down = false
    while (!this.stopped) {
      let more = false
      try {
        more = await this.pollOnce()
        if (down) this.options.log(`[pacs] the archive's change feed answers again (${this.options.config.restUrl})`)
        down = false
        backoff = this.options.intervalMs
      } catch (error) {
        if (this.stopped) break
        if (!down) {
          this.options.log(`[pacs] the archive's change feed cannot be read (${this.options.config.restUrl}): ${describe(error)}; retrying`)
        }
        down = true
        await this.pause(backoff)
        backoff = Math.min(backoff * 2, this.options.maxBackoffMs)
        continue
      }
      if (!more) await this.pause(this.options.intervalMs)
    }
  }

  private pause(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve()
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer)
        this.wake = null
        resolve()
      }
      const timer = setTimeout(done, ms)
      this.wake = done
    })
  }

  private async get(path: string): Promise<unknown> {
    const { config, timeoutMs } = this.options
    let res: Response
    try {
      res = await fetch(`${config.restUrl}${path}`, {
        headers: { Accept: 'application/json', ...pacsAuthorization(config) },
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(timeoutMs)]),
      })
    } catch (error) {
      throw new ArchiveError(describe(error))
    }
    if (!res.ok) {
      await res.body?.cancel()
      throw new ArchiveError(`GET ${path}: HTTP ${res.status}`)
    }
    return res.json()
  }

  /** The Orthanc id of an instance's study (its series' parent, the series remembered); null when it is gone. */
  private async studyOfInstance(instance: string): Promise<string | null> {
    let body: { ParentSeries?: string }
    try {
      body = await this.get(`/instances/${encodeURIComponent(instance)}`) as { ParentSeries?: string }
    } catch (error) {
      // Deleted since (404): nothing to record. Anything else is the archive failing: read the page again later.
      if (error instanceof ArchiveError && / 404$/.test(error.message)) return null
      throw error
    }
    const series = body.ParentSeries
    if (!series) return null
    let study = this.seriesStudy.get(series)
    if (!study) {
      const parent = await this.get(`/series/${encodeURIComponent(series)}`) as { ParentStudy?: string }
      if (!parent.ParentStudy) return null
      study = parent.ParentStudy
      if (this.seriesStudy.size > 10_000) this.seriesStudy.clear()
      this.seriesStudy.set(series, study)
    }
    return study
  }

  /** Matches an archive study to its exam and records the arrival there. */
  private async record(study: string, seen: TouchedStudy): Promise<void> {
    const { db, events, config, log, now } = this.options
    const info = await this.get(`/studies/${encodeURIComponent(study)}`) as { MainDicomTags?: Record<string, string> }
    const stats = await this.get(`/studies/${encodeURIComponent(study)}/statistics`) as { CountInstances?: number | string }
    const uid = info.MainDicomTags?.StudyInstanceUID?.trim() ?? ''
    const accession = info.MainDicomTags?.AccessionNumber?.trim() ?? ''
    const count = Number(stats.CountInstances ?? 0)
    const columns = 'id, status, modality, study_instance_uid, arrived_images, first_image_time, last_image_time'
    const exam = (uid ? db.prepare(`SELECT ${columns} FROM ris_exam WHERE study_instance_uid = ? ORDER BY id LIMIT 1`).get(uid) as ExamMatch | undefined : undefined)
      ?? (accession ? db.prepare(`SELECT ${columns} FROM ris_exam WHERE exam_no = ?`).get(accession) as ExamMatch | undefined : undefined)
    if (!exam || (exam.study_instance_uid && exam.study_instance_uid !== uid && exam.arrived_images > 0)) {
      if (!this.unmatched.has(study)) {
        this.unmatched.add(study)
        log(exam
          ? `[pacs] images of study ${uid} carry accession number ${JSON.stringify(accession)}, whose exam already has study ${exam.study_instance_uid}: not recorded`
          : `[pacs] images of study ${uid} (accession number ${JSON.stringify(accession)}) match no exam: not recorded`)
      }
      return
    }
    const first = seen.first === null ? null : formatDateTime(seen.first)
    const last = seen.last === null ? null : formatDateTime(seen.last)
    const firstTime = [exam.first_image_time, first].filter((t): t is string => t !== null).sort()[0] ?? null
    const lastTime = [exam.last_image_time, last].filter((t): t is string => t !== null).sort().at(-1) ?? null
    if (count === exam.arrived_images && firstTime === exam.first_image_time && lastTime === exam.last_image_time && exam.study_instance_uid === uid) return
    let started = false
    db.transaction(() => {
      db.prepare('UPDATE ris_exam SET study_instance_uid = ?, arrived_images = ?, first_image_time = ?, last_image_time = ? WHERE id = ?')
        .run(uid || exam.study_instance_uid, count, firstTime, lastTime, exam.id)
      // Images from the modality: a checked-in exam is being examined (1 → 8). Finishing stays the technologist's.
      const current = db.prepare('SELECT id, status FROM ris_exam WHERE id = ?').get(exam.id) as { id: number; status: string }
      if (current.status === '1' && count > 0) {
        const archive = config.aet ?? 'PACS'
        moveExam(db, current, 'start', { username: 'pacs', operator: archive, time: formatDateTime(now()) })
        started = true
      }
    })()
    if (started) events.publish({ kind: 'moved', action: 'start', examIds: [exam.id], modalities: [exam.modality] })
    events.publish({ kind: 'imagesArrived', examIds: [exam.id], modalities: [exam.modality] })
  }

  private lastSeq(): number {
    const row = this.options.db.prepare('SELECT last_seq FROM pacs_change_feed WHERE archive = ?').get(this.options.config.restUrl) as { last_seq: number } | undefined
    return row?.last_seq ?? 0
  }

  private saveSeq(seq: number): void {
    this.options.db.prepare(`INSERT INTO pacs_change_feed (archive, last_seq, update_time) VALUES (?, ?, ?)
      ON CONFLICT (archive) DO UPDATE SET last_seq = excluded.last_seq, update_time = excluded.update_time`)
      .run(this.options.config.restUrl, seq, formatDateTime(this.options.now()))
  }
}

/** Orthanc's `yyyyMMddTHHmmss` (UTC) as epoch ms; null when it is not one. */
export function orthancTime(text: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})/.exec(text)
  if (!m) return null
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number]
  return Date.UTC(y, mo - 1, d, h, mi, s)
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause
    const code = cause && typeof cause === 'object' && 'code' in cause ? ` (${String((cause as { code: unknown }).code)})` : ''
    return `${error.message}${code}`
  }
  return String(error)
}
