import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { UsMeasurementsBody, UsMeasurementsDto } from '../../../core/contract/ultrasound'
import { getOptional, http } from '../../../core/http/http'
import { HttpError } from '../../../core/http/HttpError'
import { $user } from '../../../core/session/stores'
import { readStorage, writeStorage } from '../../../core/storage'

/** A copy of unsaved measurements kept in this browser (per user and exam), as the report editor keeps its drafts. */
interface StoredDraft {
  body: UsMeasurementsBody
  savedAt: number
}

const keyOf = (user: string, examineId: number) => `clinic-us-measurements:${user}:${examineId}`

/** The editable body of a saved table (what a save sends back, with the version read). */
export function bodyOf(dto: UsMeasurementsDto): UsMeasurementsBody {
  const { examineId: _id, updatedBy: _by, updatedAt: _at, ...body } = dto
  return body
}

/** Compares two bodies by content, the version aside (NaN of an unreadable entry compares as null, as JSON keeps it). */
function same(a: UsMeasurementsBody, b: UsMeasurementsBody): boolean {
  return JSON.stringify({ ...a, version: 0 }) === JSON.stringify({ ...b, version: 0 })
}

function readDraft(user: string, examineId: number): StoredDraft | null {
  try {
    const raw = readStorage('local', keyOf(user, examineId))
    const draft = raw ? (JSON.parse(raw) as StoredDraft) : null
    return draft && typeof draft.savedAt === 'number' && draft.body && Array.isArray(draft.body.fetuses) ? draft : null
  } catch {
    return null
  }
}

/**
 * The measurements of one exam while the sonographer edits them: loaded from `api/ultrasound/measurements/{id}`, every
 * change kept in this browser (a reload or a crash restores it, saying so), saved with the version last read, and a
 * warning from the browser before the page is left with unsaved changes.
 *
 * @example
 * const m = useMeasurements(exam.id, canWrite)
 */
export function useMeasurements(examineId: number, enabled: boolean) {
  const user = useStore($user)?.username ?? ''
  const [saved, setSaved] = useState<UsMeasurementsDto | null>(null)
  const [body, setBody] = useState<UsMeasurementsBody | null>(null)
  const [restoredAt, setRestoredAt] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  // The backend keeps no ultrasound measurements (it lacks the call).
  const [absent, setAbsent] = useState(false)
  const [busy, setBusy] = useState(false)
  const loadedFor = useRef<string | null>(null)

  useEffect(() => {
    const key = `${user}:${examineId}`
    if (loadedFor.current === key) return undefined
    let live = true
    getOptional<UsMeasurementsDto>(`api/ultrasound/measurements/${examineId}`).then((dto) => {
      if (!live) return
      loadedFor.current = key
      if (dto === null) {
        setAbsent(true)
        return
      }
      setSaved(dto)
      const draft = user && enabled ? readDraft(user, examineId) : null
      if (draft && !same(draft.body, bodyOf(dto))) {
        // The draft rebased on what the server holds now: the notice says it was restored, and Discard brings back the saved table.
        setBody({ ...draft.body, version: dto.version })
        setRestoredAt(draft.savedAt)
      } else setBody(bodyOf(dto))
    }, (failure: unknown) => {
      if (live) setError(failure instanceof Error ? failure.message : String(failure))
    })
    return () => {
      live = false
    }
  }, [examineId, user, enabled])

  const dirty = useMemo(() => body !== null && saved !== null && !same(body, bodyOf(saved)), [body, saved])

  const change = useCallback((next: (current: UsMeasurementsBody) => UsMeasurementsBody) => {
    setBody((current) => {
      if (!current) return current
      const value = next(current)
      if (user && enabled) writeStorage('local', keyOf(user, examineId), JSON.stringify({ body: value, savedAt: Date.now() } satisfies StoredDraft))
      return value
    })
  }, [user, enabled, examineId])

  const discard = useCallback(() => {
    if (!saved) return
    setBody(bodyOf(saved))
    setRestoredAt(null)
    if (user) writeStorage('local', keyOf(user, examineId), null)
  }, [saved, user, examineId])

  /** Saves `next` (by default what is shown) with the version last read. */
  const save = useCallback(async (next?: UsMeasurementsBody): Promise<UsMeasurementsDto | null> => {
    const sent = next ?? body
    if (!sent) return null
    setBusy(true)
    setError(null)
    try {
      const answer = await http.put<UsMeasurementsDto>(`api/ultrasound/measurements/${examineId}`, sent, { silent: true })
      setSaved(answer)
      setBody(bodyOf(answer))
      setRestoredAt(null)
      if (user) writeStorage('local', keyOf(user, examineId), null)
      return answer
    } catch (failure) {
      if (!(failure instanceof HttpError && failure.kind === 'cancelled')) setError(failure instanceof Error ? failure.message : String(failure))
      return null
    } finally {
      setBusy(false)
    }
  }, [body, examineId, user])

  // The browser's own warning before leaving the page with unsaved measurements (the draft survives it anyway).
  useEffect(() => {
    if (!dirty) return undefined
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  return { saved, body, change, dirty, restoredAt, discard, save, busy, error, absent }
}
