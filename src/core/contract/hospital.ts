/**
 * A department as report letterheads name it: the modalities it reports, where it is and how to reach it.
 */
export interface HospitalDepartment {
  name: string
  /** Modality codes (`CT`, `US`) whose reports carry this department's line. */
  modalities: string[]
  address: string
  phone: string
}

/**
 * The rules of one modality: its own exam-number format and limits, `null` where the hospital's default applies.
 */
export interface ModalityRules {
  /** Modality code (`US`). */
  modality: string
  examNoFormat: string | null
  /** Minutes from registration to the signed report. */
  turnaroundMinutes: number | null
  /** Minutes from flagging a critical value to notifying the clinic. */
  criticalMinutes: number | null
}

/** A modality's rules as the configuration lists them, with the modality's name. */
export interface ModalityRulesDto extends ModalityRules {
  name: string
}

/** The hospital's logo as stored (`GET api/hospitalConfig/logo?v=<version>` serves it). */
export interface HospitalLogoDto {
  url: string
  mime: 'image/png' | 'image/jpeg'
  size: number
}

/** The fields of the hospital configuration that a save sends (`PUT api/hospitalConfig`). */
export interface HospitalConfigBody {
  /** The version the editor started from; a save from an older one answers 409. */
  version: number
  name: string
  /** The console's title; empty: the localised default. */
  consoleTitle: string
  address: string
  phone: string
  /** Lines printed under the hospital's name on every report (an English name, a motto). */
  letterhead: string[]
  departments: HospitalDepartment[]
  /** The console's footer line; empty: the localised copyright. */
  footer: string
  /** The ICP filing number shown in the footer. */
  caseNumber: string
  /** Whether reports carry a QR code of their lookup page. */
  reportQr: boolean
  /** Where patients reach the hospital's public pages (`https://imaging.example.org`); empty: the console's own. */
  publicBaseUrl: string
  /** The patient feedback page: an absolute address, or a path under the public address. Empty: none. */
  feedbackUrl: string
  /** The exam-number format of a modality without its own. */
  examNoFormat: string
  turnaroundDefaultMinutes: number
  criticalDefaultMinutes: number
  modalities: ModalityRules[]
}

/**
 * The hospital configuration (`GET api/hospitalConfig`): identity, letterhead and the department rules other views
 * read (exam numbers, turnaround and critical-value limits per modality).
 */
export interface HospitalConfigDto extends Omit<HospitalConfigBody, 'modalities'> {
  modalities: ModalityRulesDto[]
  logo: HospitalLogoDto | null
  updateBy: string | null
  updateTime: string | null
}

/**
 * What every page may know of the hospital before signing in (`GET api/hospitalConfig/public`): its name, the
 * console's title and footer, the logo and the public address.
 */
export interface HospitalIdentityDto {
  version: number
  name: string
  consoleTitle: string
  footer: string
  caseNumber: string
  logoUrl: string | null
  publicBaseUrl: string
  feedbackUrl: string
}

/** The next exam number a format would give a modality now (`GET api/hospitalConfig/examNo/preview`). */
export interface ExamNoPreviewDto {
  modality: string
  format: string
  next: string
}
