import { useCallback, useEffect, useState } from 'react'
import type { EcgMeasurementsDto } from '../../../../../core/contract/ecg'
import { getOptional, http } from '../../../../../core/http/http'
import { HttpError } from '../../../../../core/http/HttpError'
import { bodyOf, formOf, type EcgForm } from './ecgForm'

/** What {@link useEcgMeasurements} gives the panel. */
export interface EcgMeasurementsState {
  /** The last saved (or loaded) measurements; null while loading. */
  saved: EcgMeasurementsDto | null
  form: EcgForm | null
  change(next: Partial<EcgForm>): void
  /** Saves the form; resolves to the saved measurements, or throws the server's error (a 409 keeps the form). */
  save(): Promise<EcgMeasurementsDto>
  /** Replaces the form by what the server has now (after a conflict). */
  reload(): Promise<void>
  error: string | null
  dirty: boolean
  /** True when the backend keeps no ECG measurements (it lacks the call). */
  absent: boolean
}

/**
 * The ECG measurements of an exam as the panel edits them: loaded from `api/ecg/measurements/{examineId}`, changed
 * locally, saved with the version last read (a 409 names who saved meanwhile and keeps the form).
 *
 * @example
 * const { form, change, save } = useEcgMeasurements(exam.id)
 */
export function useEcgMeasurements(examineId: number): EcgMeasurementsState {
  const [saved, setSaved] = useState<EcgMeasurementsDto | null>(null)
  const [form, setForm] = useState<EcgForm | null>(null)
  const [dirty, setDirty] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // The backend keeps no ECG measurements (it lacks the call).
  const [absent, setAbsent] = useState(false)

  const reload = useCallback(async () => {
    try {
      const answer = await getOptional<EcgMeasurementsDto>(`api/ecg/measurements/${examineId}`)
      if (answer === null) {
        setAbsent(true)
        return
      }
      setSaved(answer)
      setForm(formOf(answer))
      setDirty(false)
      setError(null)
    } catch (failure) {
      if (failure instanceof HttpError && failure.kind === 'cancelled') return
      setError(failure instanceof Error ? failure.message : String(failure))
    }
  }, [examineId])

  useEffect(() => {
    void reload()
  }, [reload])

  const change = useCallback((next: Partial<EcgForm>) => {
    setForm((current) => (current ? { ...current, ...next } : current))
    setDirty(true)
  }, [])

  const save = useCallback(async () => {
    if (!form || !saved) throw new Error('not loaded')
    const answer = await http.put<EcgMeasurementsDto>(`api/ecg/measurements/${examineId}`, bodyOf(form, saved.version), { silent: true })
    setSaved(answer)
    setForm((current) => (current ? { ...formOf(answer), typed: { ...formOf(answer).typed, leadI: current.typed.leadI, aVF: current.typed.aVF } } : current))
    setDirty(false)
    return answer
  }, [examineId, form, saved])

  return { saved, form, change, save, reload, error, dirty, absent }
}
