import type {
  HospitalConfigBody, HospitalConfigDto, HospitalDepartment, HospitalIdentityDto, HospitalLogoDto, ModalityRulesDto,
} from '../../../src/core/contract/hospital'
import type { CriticalLimitsDto, ReportLetterhead } from '../../../src/core/contract/report'
import { PUBLIC_PAGES } from '../../../src/core/hospital/qrTargets'
import { CRITICAL_LIMIT_DEFAULT_KEY, CRITICAL_LIMIT_KEY_PREFIX, DEFAULT_CRITICAL_LIMIT_MINUTES } from '../../../src/core/report/critical'
import {
  DEFAULT_TURNAROUND_LIMIT_MINUTES, TURNAROUND_LIMIT_DEFAULT_KEY, TURNAROUND_LIMIT_KEY_PREFIX,
} from '../../../src/core/report/turnaround'
import type { Db } from '../db/db'
import { HttpError } from './errors'

/**
 * The hospital's settings, in one place: its identity (name, console title, letterhead, departments, footer, case
 * number, logo, public address) and the department rules other parts read (exam-number format, report turnaround and
 * critical-value notification limits per modality). They live in `ris_setting` (key/value; the logo in
 * `ris_hospital_logo`); everything that needs one of them asks this module, and the `mnt/hospitalConfig` view edits
 * them through it, so a change reaches the console, the report letterhead and the rules at once.
 */

/** The exam-number format used when none is set: modality, day, three-digit sequence (`CT20261123007`). */
export const DEFAULT_EXAM_NO_FORMAT = '{modality}{yyyyMMdd}{seq:3}'
/** The setting of the hospital-wide exam-number format; a modality's own is `examNoFormat.<MODALITY>`. */
export const EXAM_NO_FORMAT_KEY = 'examNoFormat'
/** The largest logo accepted, in bytes. */
export const LOGO_MAX_BYTES = 256 * 1024

const VERSION_KEY = 'hospital.version'
const IDENTITY_KEYS = {
  name: 'hospital.name', consoleTitle: 'hospital.consoleTitle', address: 'hospital.address', phone: 'hospital.phone',
  letterhead: 'hospital.letterhead', departments: 'hospital.departments', footer: 'hospital.footer', caseNumber: 'hospital.caseNumber',
  reportQr: 'hospital.reportQr', publicBaseUrl: 'hospital.publicBaseUrl', feedbackUrl: 'hospital.feedbackUrl',
} as const

/** Who changes the settings, and when (wire time). */
export interface SettingsActor {
  username: string
  time: string
}

type Settings = Map<string, string>

function readAll(db: Db, prefix?: string): Settings {
  const rows = (prefix === undefined
    ? db.prepare('SELECT key, value FROM ris_setting').all()
    : db.prepare('SELECT key, value FROM ris_setting WHERE key LIKE ?').all(`${prefix}%`)) as { key: string; value: string }[]
  return new Map(rows.map((row) => [row.key, row.value]))
}

function text(settings: Settings, key: string, fallback = ''): string {
  return settings.get(key) ?? fallback
}

function json<T>(settings: Settings, key: string, fallback: T, valid: (value: unknown) => boolean): T {
  try {
    const value: unknown = JSON.parse(settings.get(key) ?? '')
    return valid(value) ? (value as T) : fallback
  } catch {
    return fallback
  }
}

const isStrings = (value: unknown): boolean => Array.isArray(value) && value.every((v) => typeof v === 'string')
const isDepartments = (value: unknown): boolean => Array.isArray(value) && value.every((d) => d !== null && typeof d === 'object'
  && typeof (d as HospitalDepartment).name === 'string' && isStrings((d as HospitalDepartment).modalities))

function minutes(value: string | undefined): number | null {
  if (value === undefined) return null
  const n = Number.parseInt(value, 10)
  return Number.isFinite(n) && n > 0 ? n : null
}

/** A family of per-modality minutes (`<prefix><MODALITY>`, `<prefix>default`) as minutes per modality and a default. */
function limitFamily(settings: Settings, prefix: string, defaultKey: string, fallback: number): CriticalLimitsDto {
  const byModality: Record<string, number> = {}
  let defaultMinutes = fallback
  for (const [key, value] of settings) {
    if (!key.startsWith(prefix)) continue
    const n = minutes(value)
    if (n === null) continue
    if (key === defaultKey) defaultMinutes = n
    else byModality[key.slice(prefix.length)] = n
  }
  return { byModality, defaultMinutes }
}

/** The version of the settings: it grows with every save (the optimistic lock of the configuration view). */
export function settingsVersion(db: Db): number {
  const row = db.prepare('SELECT value FROM ris_setting WHERE key = ?').get(VERSION_KEY) as { value: string } | undefined
  return Number(row?.value ?? 1) || 1
}

/**
 * The report turnaround limits (settings `turnaround.limitMinutes.<MODALITY>` and `…default`), minutes from
 * registration to the signed report.
 */
export function turnaroundLimits(db: Db): CriticalLimitsDto {
  return limitFamily(readAll(db, TURNAROUND_LIMIT_KEY_PREFIX), TURNAROUND_LIMIT_KEY_PREFIX, TURNAROUND_LIMIT_DEFAULT_KEY, DEFAULT_TURNAROUND_LIMIT_MINUTES)
}

/** The critical-value notification limits (settings `critical.limitMinutes.<MODALITY>` and `…default`), in minutes. */
export function criticalLimits(db: Db): CriticalLimitsDto {
  return limitFamily(readAll(db, CRITICAL_LIMIT_KEY_PREFIX), CRITICAL_LIMIT_KEY_PREFIX, CRITICAL_LIMIT_DEFAULT_KEY, DEFAULT_CRITICAL_LIMIT_MINUTES)
}

/**
 * The exam-number format in force for a modality: its own (`examNoFormat.<MODALITY>`), else the hospital's
 * (`examNoFormat`), else {@link DEFAULT_EXAM_NO_FORMAT}. Without a modality: the hospital's.
 *
 * @example
 * examNoFormatOf(db, 'US') // '{modality}{yyyyMMdd}{seq:3}'
 */
export function examNoFormatOf(db: Db, modality?: string): string {
  const keys = modality ? [`${EXAM_NO_FORMAT_KEY}.${modality.toUpperCase()}`, EXAM_NO_FORMAT_KEY] : [EXAM_NO_FORMAT_KEY]
  for (const key of keys) {
    const row = db.prepare('SELECT value FROM ris_setting WHERE key = ?').get(key) as { value: string } | undefined
    if (row?.value) return row.value
  }
  return DEFAULT_EXAM_NO_FORMAT
}

function logoMeta(db: Db, version: number): HospitalLogoDto | null {
  const row = db.prepare('SELECT mime, length(data) AS size FROM ris_hospital_logo WHERE id = 1').get() as
    { mime: HospitalLogoDto['mime']; size: number } | undefined
  return row ? { url: `/api/hospitalConfig/logo?v=${version}`, mime: row.mime, size: row.size } : null
}

/** The stored logo, or null. */
export function hospitalLogo(db: Db): { mime: string; data: Buffer } | null {
  return (db.prepare('SELECT mime, data FROM ris_hospital_logo WHERE id = 1').get() as { mime: string; data: Buffer } | undefined) ?? null
}

/** The whole configuration, as the configuration view edits it; `modalities` lists every modality of the hospital. */
export function hospitalConfig(db: Db): HospitalConfigDto {
  const all = readAll(db)
  const version = Number(all.get(VERSION_KEY) ?? 1) || 1
  const turnaround = limitFamily(all, TURNAROUND_LIMIT_KEY_PREFIX, TURNAROUND_LIMIT_DEFAULT_KEY, DEFAULT_TURNAROUND_LIMIT_MINUTES)
  const critical = limitFamily(all, CRITICAL_LIMIT_KEY_PREFIX, CRITICAL_LIMIT_DEFAULT_KEY, DEFAULT_CRITICAL_LIMIT_MINUTES)
  const known = db.prepare('SELECT code, name FROM ris_modality ORDER BY sort, id').all() as { code: string; name: string }[]
  // A modality with rules but no longer in the modality table keeps its row, so its rules stay visible and editable.
  const codes = new Map(known.map((m) => [m.code.toUpperCase(), m.name]))
  for (const code of [...Object.keys(turnaround.byModality), ...Object.keys(critical.byModality)]) if (!codes.has(code)) codes.set(code, code)
  const modalities: ModalityRulesDto[] = [...codes].map(([modality, name]) => ({
    modality, name,
    examNoFormat: all.get(`${EXAM_NO_FORMAT_KEY}.${modality}`) || null,
    turnaroundMinutes: turnaround.byModality[modality] ?? null,
    criticalMinutes: critical.byModality[modality] ?? null,
  }))
  const stamp = db.prepare('SELECT update_by AS updateBy, update_time AS updateTime FROM ris_setting WHERE key = ?').get(VERSION_KEY) as
    { updateBy: string | null; updateTime: string | null } | undefined
  return {
    version,
    name: text(all, IDENTITY_KEYS.name),
    consoleTitle: text(all, IDENTITY_KEYS.consoleTitle),
    address: text(all, IDENTITY_KEYS.address),
    phone: text(all, IDENTITY_KEYS.phone),
    letterhead: json<string[]>(all, IDENTITY_KEYS.letterhead, [], isStrings),
    departments: json<HospitalDepartment[]>(all, IDENTITY_KEYS.departments, [], isDepartments)
      .map((d) => ({ name: d.name, modalities: d.modalities, address: d.address ?? '', phone: d.phone ?? '' })),
    footer: text(all, IDENTITY_KEYS.footer),
    caseNumber: text(all, IDENTITY_KEYS.caseNumber),
    reportQr: all.get(IDENTITY_KEYS.reportQr) === '1',
    publicBaseUrl: text(all, IDENTITY_KEYS.publicBaseUrl),
    feedbackUrl: text(all, IDENTITY_KEYS.feedbackUrl),
    examNoFormat: all.get(EXAM_NO_FORMAT_KEY) || DEFAULT_EXAM_NO_FORMAT,
    turnaroundDefaultMinutes: turnaround.defaultMinutes,
    criticalDefaultMinutes: critical.defaultMinutes,
    modalities,
    logo: logoMeta(db, version),
    updateBy: stamp?.updateBy ?? null,
    updateTime: stamp?.updateTime ?? null,
  }
}

/** What any page may know of the hospital, signed in or not. */
export function hospitalIdentity(db: Db): HospitalIdentityDto {
  const config = hospitalConfig(db)
  return {
    version: config.version, name: config.name, consoleTitle: config.consoleTitle, footer: config.footer, caseNumber: config.caseNumber,
    logoUrl: config.logo?.url ?? null, publicBaseUrl: config.publicBaseUrl, feedbackUrl: config.feedbackUrl,
  }
}

/** The hospital's name (share pages, slips). */
export function hospitalName(db: Db): string {
  const row = db.prepare('SELECT value FROM ris_setting WHERE key = ?').get(IDENTITY_KEYS.name) as { value: string } | undefined
  return row?.value ?? ''
}

/**
 * The letterhead of an exam's report: the hospital, its lines and logo, the department reporting the modality (from
 * the configured departments, else the modality's department in the organisation) with its address and phone (the
 * hospital's where it has none), and the lookup page of the report when reports carry a QR code.
 */
export function reportLetterhead(db: Db, exam: { id: number; modality: string }): ReportLetterhead {
  const config = hospitalConfig(db)
  const modality = exam.modality.toUpperCase()
  const department = config.departments.find((d) => d.modalities.some((m) => m.toUpperCase() === modality))
  const orgDept = department ? undefined : (db.prepare(`SELECT d.name FROM ris_modality m JOIN sys_dept d ON d.id = m.dept_id
    WHERE UPPER(m.code) = ?`).get(modality) as { name: string } | undefined)
  const letterhead: ReportLetterhead = {
    name: config.name,
    department: department?.name ?? orgDept?.name ?? '',
    address: department?.address || config.address,
    phone: department?.phone || config.phone,
    version: config.version,
  }
  if (config.letterhead.length) letterhead.lines = config.letterhead
  if (config.logo) letterhead.logoUrl = config.logo.url
  if (config.reportQr) letterhead.qr = `${config.publicBaseUrl.replace(/\/+$/, '')}${PUBLIC_PAGES.report}?examineId=${exam.id}`
  return letterhead
}

function upsert(db: Db, key: string, value: string, actor: SettingsActor): void {
  db.prepare(`INSERT INTO ris_setting (key, value, update_by, update_time) VALUES (?, ?, ?, ?)
    ON CONFLICT(key) DO UPDATE SET value = excluded.value, update_by = excluded.update_by, update_time = excluded.update_time`)
    .run(key, value, actor.username, actor.time)
}

/**
 * Checks the version a save started from (409 `hospitalConfig.versionConflict` when someone saved since) and
 * stamps the next one. Call inside the save's transaction.
 */
function bumpVersion(db: Db, expected: number | null, actor: SettingsActor): number {
  const current = settingsVersion(db)
  if (expected !== null && expected !== current) {
    const by = (db.prepare('SELECT update_by AS by FROM ris_setting WHERE key = ?').get(VERSION_KEY) as { by: string | null } | undefined)?.by ?? ''
    throw new HttpError(409, 'hospitalConfig.versionConflict', { params: { version: current, by } })
  }
  upsert(db, VERSION_KEY, String(current + 1), actor)
  return current + 1
}

/**
 * Saves the configuration (already validated) from the version it was read at: identity keys, the default format and
 * limits, and per modality its own format and limits (`null` removes the modality's own value). 409 when another save
 * came first.
 */
export function saveHospitalConfig(db: Db, body: HospitalConfigBody, actor: SettingsActor): void {
  db.transaction(() => {
    bumpVersion(db, body.version, actor)
    const identity: Record<keyof typeof IDENTITY_KEYS, string> = {
      name: body.name, consoleTitle: body.consoleTitle, address: body.address, phone: body.phone,
      letterhead: JSON.stringify(body.letterhead), departments: JSON.stringify(body.departments), footer: body.footer,
      caseNumber: body.caseNumber, reportQr: body.reportQr ? '1' : '0', publicBaseUrl: body.publicBaseUrl, feedbackUrl: body.feedbackUrl,
    }
    for (const [field, key] of Object.entries(IDENTITY_KEYS) as [keyof typeof IDENTITY_KEYS, string][]) upsert(db, key, identity[field], actor)
    upsert(db, EXAM_NO_FORMAT_KEY, body.examNoFormat, actor)
    upsert(db, TURNAROUND_LIMIT_DEFAULT_KEY, String(body.turnaroundDefaultMinutes), actor)
    upsert(db, CRITICAL_LIMIT_DEFAULT_KEY, String(body.criticalDefaultMinutes), actor)
    const remove = db.prepare('DELETE FROM ris_setting WHERE key = ?')
    const perModality = (key: string, value: string | number | null): void => {
      if (value === null) remove.run(key)
      else upsert(db, key, String(value), actor)
    }
    for (const rules of body.modalities) {
      const code = rules.modality.toUpperCase()
      perModality(`${EXAM_NO_FORMAT_KEY}.${code}`, rules.examNoFormat)
      perModality(`${TURNAROUND_LIMIT_KEY_PREFIX}${code}`, rules.turnaroundMinutes)
      perModality(`${CRITICAL_LIMIT_KEY_PREFIX}${code}`, rules.criticalMinutes)
    }
  })()
}

/** Sets the hospital-wide exam-number format alone (the registration desk's setting), as a save of its own. */
export function saveDefaultExamNoFormat(db: Db, format: string, actor: SettingsActor): void {
  db.transaction(() => {
    bumpVersion(db, null, actor)
    upsert(db, EXAM_NO_FORMAT_KEY, format, actor)
  })()
}

/** Replaces (or with `null` removes) the logo, from the version the editor read; answers the new version. */
export function saveHospitalLogo(db: Db, logo: { mime: string; data: Uint8Array } | null, version: number, actor: SettingsActor): number {
  return db.transaction(() => {
    const next = bumpVersion(db, version, actor)
    if (logo) {
      db.prepare(`INSERT INTO ris_hospital_logo (id, mime, data, update_by, update_time) VALUES (1, ?, ?, ?, ?)
        ON CONFLICT(id) DO UPDATE SET mime = excluded.mime, data = excluded.data, update_by = excluded.update_by, update_time = excluded.update_time`)
        .run(logo.mime, Buffer.from(logo.data), actor.username, actor.time)
    } else {
      db.prepare('DELETE FROM ris_hospital_logo WHERE id = 1').run()
    }
    return next
  })()
}
