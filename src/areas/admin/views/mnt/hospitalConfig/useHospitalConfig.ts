import { useCallback, useEffect, useState } from 'react'
import type { HospitalConfigBody, HospitalConfigDto } from '../../../../../core/contract/hospital'
import { identityOf, publishHospitalIdentity } from '../../../../../core/hospital/hospitalIdentity'
import { HttpError } from '../../../../../core/http/HttpError'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify'
import { useT } from '../../../../../ui/i18n/useT'

/** A department row as edited: the modalities as typed (`CT, MR`). */
export interface DepartmentDraft {
  key: number
  name: string
  modalities: string
  address: string
  phone: string
}

/** A modality's rules as edited: texts, empty meaning "the default". */
export interface ModalityDraft {
  modality: string
  name: string
  examNoFormat: string
  turnaroundMinutes: string
  criticalMinutes: string
}

/** The configuration as the form edits it: every input's text. */
export interface HospitalConfigDraft {
  name: string
  consoleTitle: string
  address: string
  phone: string
  footer: string
  caseNumber: string
  publicBaseUrl: string
  feedbackUrl: string
  /** One letterhead line per text line. */
  letterhead: string
  reportQr: boolean
  examNoFormat: string
  turnaroundDefaultMinutes: string
  criticalDefaultMinutes: string
  departments: DepartmentDraft[]
  modalities: ModalityDraft[]
}

/** The texts of the draft's plain fields (not the lists). */
export type DraftText = Exclude<keyof HospitalConfigDraft, 'departments' | 'modalities' | 'reportQr'>

/** The state and actions of the configuration page. */
export interface HospitalConfigController {
  config: HospitalConfigDto | null
  draft: HospitalConfigDraft | null
  dirty: boolean
  loading: boolean
  loadError: string | null
  saving: boolean
  /** Messages by the server's field path (`modalities.3.examNoFormat`). */
  errors: Record<string, string>
  /** A failure of no field. */
  general: string | null
  conflict: boolean
  error(path: string): string | undefined
  set<K extends keyof HospitalConfigDraft>(name: K, value: HospitalConfigDraft[K]): void
  setDepartment(index: number, change: Partial<DepartmentDraft>): void
  addDepartment(): void
  removeDepartment(index: number): void
  setModality(index: number, change: Partial<ModalityDraft>): void
  save(): Promise<boolean>
  reset(): void
  reload(): Promise<void>
  /** Takes a saved configuration that changed only the logo: the new version, the edits kept. */
  acceptLogo(config: HospitalConfigDto): void
}

let nextKey = 1

function draftOf(config: HospitalConfigDto): HospitalConfigDraft {
  const text = (n: number | null): string => (n === null ? '' : String(n))
  return {
    name: config.name, consoleTitle: config.consoleTitle, address: config.address, phone: config.phone, footer: config.footer,
    caseNumber: config.caseNumber, publicBaseUrl: config.publicBaseUrl, feedbackUrl: config.feedbackUrl,
    letterhead: config.letterhead.join('\n'), reportQr: config.reportQr, examNoFormat: config.examNoFormat,
    turnaroundDefaultMinutes: String(config.turnaroundDefaultMinutes), criticalDefaultMinutes: String(config.criticalDefaultMinutes),
    departments: config.departments.map((d) => ({ key: nextKey++, name: d.name, modalities: d.modalities.join(', '), address: d.address, phone: d.phone })),
    modalities: config.modalities.map((m) => ({
      modality: m.modality, name: m.name, examNoFormat: m.examNoFormat ?? '', turnaroundMinutes: text(m.turnaroundMinutes), criticalMinutes: text(m.criticalMinutes),
    })),
  }
}

const SEQ = /\{seq:[1-9]\}/g

/** Whether a format has exactly one sequence; the server checks the rest (tokens, length). */
export function hasOneSequence(format: string): boolean {
  return (format.match(SEQ) ?? []).length === 1 && (format.match(/\{seq:/g) ?? []).length === 1
}

const minutesOf = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()))
const badMinutes = (value: string): boolean => !/^\d+$/.test(value.trim()) || Number(value.trim()) <= 0

/** The body of a save and the problems the form sees before sending (keyed like the server's field paths). */
function bodyOf(draft: HospitalConfigDraft, version: number, t: (key: string) => string): { body: HospitalConfigBody; problems: Record<string, string> } {
  const problems: Record<string, string> = {}
  if (!draft.name.trim()) problems.name = t('hospitalConfig.rules.required')
  if (!hasOneSequence(draft.examNoFormat)) problems.examNoFormat = t('hospitalConfig.rules.needsSeq')
  if (badMinutes(draft.turnaroundDefaultMinutes)) problems.turnaroundDefaultMinutes = t('hospitalConfig.rules.positive')
  if (badMinutes(draft.criticalDefaultMinutes)) problems.criticalDefaultMinutes = t('hospitalConfig.rules.positive')
  draft.departments.forEach((d, i) => {
    if (!d.name.trim()) problems[`departments.${i}.name`] = t('hospitalConfig.rules.required')
  })
  draft.modalities.forEach((m, i) => {
    if (m.examNoFormat.trim() && !hasOneSequence(m.examNoFormat.trim())) problems[`modalities.${i}.examNoFormat`] = t('hospitalConfig.rules.needsSeq')
    if (m.turnaroundMinutes.trim() && badMinutes(m.turnaroundMinutes)) problems[`modalities.${i}.turnaroundMinutes`] = t('hospitalConfig.rules.positive')
    if (m.criticalMinutes.trim() && badMinutes(m.criticalMinutes)) problems[`modalities.${i}.criticalMinutes`] = t('hospitalConfig.rules.positive')
  })
  const body: HospitalConfigBody = {
    version,
    name: draft.name, consoleTitle: draft.consoleTitle.trim(), address: draft.address, phone: draft.phone, footer: draft.footer.trim(),
    caseNumber: draft.caseNumber.trim(), reportQr: draft.reportQr, publicBaseUrl: draft.publicBaseUrl.trim(), feedbackUrl: draft.feedbackUrl.trim(),
    letterhead: draft.letterhead.split('\n').map((line) => line.trim()).filter(Boolean),
    departments: draft.departments.map((d) => ({
      name: d.name, address: d.address, phone: d.phone,
      modalities: d.modalities.split(/[,，\s]+/).map((code) => code.trim().toUpperCase()).filter(Boolean),
    })),
    examNoFormat: draft.examNoFormat.trim(),
    turnaroundDefaultMinutes: Number(draft.turnaroundDefaultMinutes.trim()),
    criticalDefaultMinutes: Number(draft.criticalDefaultMinutes.trim()),
    modalities: draft.modalities.map((m) => ({
      modality: m.modality, examNoFormat: m.examNoFormat.trim() || null,
      turnaroundMinutes: minutesOf(m.turnaroundMinutes), criticalMinutes: minutesOf(m.criticalMinutes),
    })),
  }
  return { body, problems }
}

/** The server's field messages of a 400, by path; null when the failure is not one. */
function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null
  const list = (error.body as { errors?: unknown } | undefined)?.errors
  if (!Array.isArray(list)) return null
  const out: Record<string, string> = {}
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field === 'string' && typeof item.message === 'string' && !out[item.field]) out[item.field] = item.message
  }
  return out
}

/**
 * Loads the hospital configuration, keeps the form's draft, checks it before sending, saves it from the version read
 * (a 409 turns into the conflict notice), puts the server's field messages on their fields, and publishes every save
 * to the page's hospital identity so the shell and open reports follow at once.
 *
 * @example
 * const form = useHospitalConfig()
 */
export function useHospitalConfig(): HospitalConfigController {
  const t = useT()
  const [config, setConfig] = useState<HospitalConfigDto | null>(null)
  const [draft, setDraft] = useState<HospitalConfigDraft | null>(null)
  const [dirty, setDirty] = useState(false)
  const [loading, setLoading] = useState(true)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [general, setGeneral] = useState<string | null>(null)
  const [conflict, setConflict] = useState(false)

  const take = useCallback((next: HospitalConfigDto) => {
    setConfig(next)
    setDraft(draftOf(next))
    setDirty(false)
    setErrors({})
    setGeneral(null)
    setConflict(false)
  }, [])

  const reload = useCallback(async () => {
    setLoading(true)
    try {
      take(await http.get<HospitalConfigDto>('api/hospitalConfig', undefined, { silent: true }))
      setLoadError(null)
    } catch (failure) {
      setLoadError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setLoading(false)
    }
  }, [take])

  useEffect(() => {
    void reload()
  }, [reload])

  const edit = (change: (current: HospitalConfigDraft) => HospitalConfigDraft, touched: string): void => {
    setDraft((current) => (current ? change(current) : current))
    setDirty(true)
    setErrors((current) => {
      const left = Object.entries(current).filter(([path]) => path !== touched && !path.startsWith(`${touched}.`))
      return left.length === Object.keys(current).length ? current : Object.fromEntries(left)
    })
  }

  const save = async (): Promise<boolean> => {
    if (!draft || !config) return false
    const { body, problems } = bodyOf(draft, config.version, t)
    setGeneral(null)
    if (Object.keys(problems).length) {
      setErrors(problems)
      setGeneral(t('hospitalConfig.invalid'))
      return false
    }
    setSaving(true)
    try {
      const saved = await http.put<HospitalConfigDto>('api/hospitalConfig', body, { quietStatuses: [400, 409] })
      take(saved)
      publishHospitalIdentity(identityOf(saved))
      notify({ intent: 'success', message: t('hospitalConfig.saved') })
      return true
    } catch (failure) {
      const fields = serverFieldErrors(failure)
      if (fields) {
        setErrors(fields)
        setGeneral(t('hospitalConfig.invalid'))
      } else if (failure instanceof HttpError && failure.status === 409) {
        setConflict(true)
        setGeneral(failure.message)
      } else {
        setGeneral(failure instanceof Error ? failure.message : String(failure))
      }
      return false
    } finally {
      setSaving(false)
    }
  }

  return {
    config, draft, dirty, loading, loadError, saving, errors, general, conflict,
    error: (path) => errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1],
    set: (name, value) => edit((d) => ({ ...d, [name]: value }), name),
    setDepartment: (index, change) => edit((d) => ({ ...d, departments: d.departments.map((row, i) => (i === index ? { ...row, ...change } : row)) }), `departments.${index}`),
    addDepartment: () => edit((d) => ({ ...d, departments: [...d.departments, { key: nextKey++, name: '', modalities: '', address: '', phone: '' }] }), 'departments'),
    removeDepartment: (index) => edit((d) => ({ ...d, departments: d.departments.filter((_row, i) => i !== index) }), 'departments'),
    setModality: (index, change) => edit((d) => ({ ...d, modalities: d.modalities.map((row, i) => (i === index ? { ...row, ...change } : row)) }), `modalities.${index}`),
    save,
    reset: () => {
      if (config) take(config)
    },
    reload,
    acceptLogo: (next) => {
      setConfig(next)
      publishHospitalIdentity(identityOf(next))
    },
  }
}
