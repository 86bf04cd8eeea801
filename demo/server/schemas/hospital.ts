import { z } from 'zod'
import type { ExamNoPreviewDto, HospitalConfigBody, HospitalConfigDto, HospitalIdentityDto } from '../../../src/core/contract/hospital'
import { examNoFormatProblem } from '../lib/examNo'
import { text } from './common'

/** A modality code as the modality table keeps it (`US`, `ECG`). */
const ModalityCode = z.string().regex(/^[A-Za-z0-9]{1,16}$/)

/** An exam-number format: one `{seq:N}`, known tokens, ≤ 16 characters rendered (the problem's message key otherwise). */
const ExamNoFormat = z.string().min(1).max(40).superRefine((format, ctx) => {
  const problem = examNoFormatProblem(format)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

/** Minutes of a limit: positive, at most a year. */
const Minutes = z.number().int().positive().max(525_600)

/** `''` or an http(s) address without query or fragment: where the hospital's public pages are. */
const PublicBaseUrl = z.string().max(200).refine((value) => {
  if (value === '') return true
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash && !value.includes('?') && !value.includes('#')
  } catch {
    return false
  }
}, { error: 'hospitalConfig.publicUrl' })

/** `''`, an http(s) address, or a path under the public address. */
const FeedbackUrl = z.string().max(300).refine((value) => {
  if (value === '' || (value.startsWith('/') && !value.startsWith('//'))) return true
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}, { error: 'hospitalConfig.feedbackUrl' })

const DepartmentSchema = z.object({
  name: text(50),
  modalities: z.array(ModalityCode).max(20),
  address: z.string().max(200),
  phone: z.string().max(50),
})

const ModalityRulesSchema = z.object({
  modality: ModalityCode,
  examNoFormat: ExamNoFormat.nullable(),
  turnaroundMinutes: Minutes.nullable(),
  criticalMinutes: Minutes.nullable(),
})

/** `PUT api/hospitalConfig`: the whole configuration and the version it was read at. */
export const HospitalConfigBodySchema = z.object({
  version: z.number().int().positive(),
  name: text(100),
  consoleTitle: z.string().max(100),
  address: z.string().max(200),
  phone: z.string().max(50),
  letterhead: z.array(z.string().max(200)).max(4),
  departments: z.array(DepartmentSchema).max(30),
  footer: z.string().max(200),
  caseNumber: z.string().max(50),
  reportQr: z.boolean(),
  publicBaseUrl: PublicBaseUrl,
  feedbackUrl: FeedbackUrl,
  examNoFormat: ExamNoFormat,
  turnaroundDefaultMinutes: Minutes,
  criticalDefaultMinutes: Minutes,
  modalities: z.array(ModalityRulesSchema).max(50),
}).superRefine((body, ctx) => {
  // A modality's reports carry one department's line: the same code in two departments is ambiguous.
  const seen = new Set<string>()
  body.departments.forEach((department, i) => department.modalities.forEach((code, j) => {
    const key = code.toUpperCase()
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['departments', i, 'modalities', j], message: 'hospitalConfig.departmentModality' })
    seen.add(key)
  }))
}).meta({ id: 'HospitalConfigBody' }) satisfies z.ZodType<HospitalConfigBody>

export const HospitalConfigSchema = z.object({
  version: z.number().int(),
  name: z.string(),
  consoleTitle: z.string(),
  address: z.string(),
  phone: z.string(),
  letterhead: z.array(z.string()),
  departments: z.array(z.object({ name: z.string(), modalities: z.array(z.string()), address: z.string(), phone: z.string() })),
  footer: z.string(),
  caseNumber: z.string(),
  reportQr: z.boolean(),
  publicBaseUrl: z.string(),
  feedbackUrl: z.string(),
  examNoFormat: z.string(),
  turnaroundDefaultMinutes: z.number().int(),
  criticalDefaultMinutes: z.number().int(),
  modalities: z.array(z.object({
    modality: z.string(), name: z.string(), examNoFormat: z.string().nullable(), turnaroundMinutes: z.number().int().nullable(),
    criticalMinutes: z.number().int().nullable(),
  })),
  logo: z.object({ url: z.string(), mime: z.enum(['image/png', 'image/jpeg']), size: z.number().int() }).nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
}).meta({ id: 'HospitalConfigDto' }) satisfies z.ZodType<HospitalConfigDto>

export const HospitalIdentitySchema = z.object({
  version: z.number().int(),
  name: z.string(),
  consoleTitle: z.string(),
  footer: z.string(),
  caseNumber: z.string(),
  logoUrl: z.string().nullable(),
  publicBaseUrl: z.string(),
  feedbackUrl: z.string(),
}).meta({ id: 'HospitalIdentityDto' }) satisfies z.ZodType<HospitalIdentityDto>

/** `GET api/hospitalConfig/examNo/preview`: a modality and, optionally, the format being edited. */
export const ExamNoPreviewQuery = z.object({
  modality: ModalityCode,
  format: ExamNoFormat.optional(),
})

export const ExamNoPreviewSchema = z.object({
  modality: z.string(), format: z.string(), next: z.string(),
}).meta({ id: 'ExamNoPreviewDto' }) satisfies z.ZodType<ExamNoPreviewDto>

/** `DELETE api/hospitalConfig/logo?version=`. */
export const VersionQuery = z.object({ version: z.coerce.number().int().positive() })
