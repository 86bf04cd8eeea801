import { z } from 'zod'
import type { PhraseDto, TemplateExport, TemplateExportNode, TemplateNode, TemplateRow } from '../../../src/core/contract/template'
import { auditFields, Id, IdText, pageFields } from './common'

/** Longest template text (findings, impression or recommendation), in characters. */
export const TEMPLATE_TEXT_MAX = 20_000
/** Most nodes one import may create. */
export const IMPORT_MAX_NODES = 2000
/** Deepest folder nesting an import may bring. */
export const IMPORT_MAX_DEPTH = 10

/** The modalities a template may be written for; null (any) when absent. */
export const TEMPLATE_MODALITIES = ['CT', 'MR', 'DR', 'DX', 'CR', 'MG', 'US', 'ECG', 'ES', 'PIS'] as const

const scope = z.enum(['public', 'dept', 'personal']).describe('public 公共, dept 科室, personal 个人')
const kind = z.enum(['folder', 'template'])
const name = z.string().trim().min(1, { error: 'validation.blank' }).max(60).describe('1–60 characters')
const modality = z.enum(TEMPLATE_MODALITIES).nullish().transform((v) => v ?? null).describe('null: any modality')
const bodyPart = z.string().trim().max(60).nullish().transform((v) => (v ? v : null))
const body = z.string().max(TEMPLATE_TEXT_MAX).optional().transform((v) => v ?? '')
  .describe(`Plain text with newlines, at most ${TEMPLATE_TEXT_MAX} characters; {{a|b}} is a pick-list`)

/** A node as the tree and the edit page read it. */
export const TemplateNodeSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable().describe('The folder above; null at the root of the scope'),
  kind,
  scope,
  ownerId: z.number().int().nullable(),
  deptId: z.number().int().nullable(),
  modality: z.string().nullable(),
  bodyPart: z.string().nullable(),
  name: z.string(),
  pinyin: z.string().describe('Pinyin initials of the name, lower case'),
  findings: z.string(),
  impression: z.string(),
  recommendation: z.string(),
  sort: z.number().int(),
  version: z.number().int(),
  editable: z.boolean().describe('Whether the caller may change or delete it'),
  ...auditFields,
}) satisfies z.ZodType<TemplateNode>

/** A row of the paged template list. */
export const TemplateRowSchema = TemplateNodeSchema.extend({ folder: z.string().nullable().describe('The name of the folder it is in') }) satisfies z.ZodType<TemplateRow>

/** `GET api/template/tree`. */
export const TreeQuery = z.object({
  modality: z.enum(TEMPLATE_MODALITIES).optional().describe('Only nodes for this modality and for any (folders included)'),
})

/** `GET api/template` (paged list of templates, folders left out). */
export const TemplateListQuery = z.object({
  ...pageFields,
  scope: scope.optional(),
  modality: z.enum(TEMPLATE_MODALITIES).optional().describe('Templates for this modality'),
  blurry: z.string().max(60).optional().describe('Contains: the name, its pinyin initials, or the text'),
})

/** `POST api/template`. */
export const TemplateCreateSchema = z.object({
  parentId: Id.nullish().transform((v) => v ?? null),
  kind,
  scope,
  deptId: Id.nullish().transform((v) => v ?? null).describe('A dept node\'s department; the caller\'s own when absent'),
  modality,
  bodyPart,
  name,
  findings: body,
  impression: body,
  recommendation: body,
})

/** `PUT api/template`. */
export const TemplateUpdateSchema = z.object({
  id: Id,
  version: z.number().int().min(1).describe('The version the change was made on; another one answers 409'),
  name,
  modality,
  bodyPart,
  findings: body,
  impression: body,
  recommendation: body,
})

/** `PUT api/template/move`. */
export const TemplateMoveSchema = z.object({
  id: Id,
  parentId: Id.nullable().describe('The new folder; null for the root of the node\'s scope'),
  index: z.number().int().min(0).max(100_000).describe('0-based place among the new siblings'),
})

/** `GET api/template/export`: one subtree, or several. */
export const ExportQuery = z.object({
  rootId: IdText.optional().describe('A folder (with everything in it) or a template'),
  ids: z.union([IdText, z.array(IdText).max(1000)]).optional().transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]))
    .describe('Several nodes (repeat the parameter), each with its subtree'),
}).refine((q) => q.rootId !== undefined || (q.ids?.length ?? 0) > 0, { error: 'template.exportWhat', path: ['rootId'] })

const exportNode: z.ZodType<TemplateExportNode> = z.lazy(() => z.object({
  kind,
  name,
  modality,
  bodyPart,
  findings: body,
  impression: body,
  recommendation: body,
  children: z.array(exportNode).max(IMPORT_MAX_NODES).optional(),
})) as unknown as z.ZodType<TemplateExportNode>

/** The exported file. */
export const TemplateExportSchema = z.object({
  format: z.literal('clinic-report-templates'),
  version: z.literal(1),
  nodes: z.array(exportNode).max(IMPORT_MAX_NODES),
}) satisfies z.ZodType<TemplateExport, unknown>

/** `POST api/template/import`. */
export const TemplateImportSchema = z.object({
  parentId: Id.nullable(),
  scope,
  deptId: Id.nullish().transform((v) => v ?? null),
  data: TemplateExportSchema,
})

/** The answer of an import. */
export const ImportResultSchema = z.object({ created: z.number().int(), ids: z.array(z.number().int()).describe('The new top-level nodes') })

/** A phrase. */
export const PhraseSchema = z.object({ id: z.number().int(), text: z.string(), sort: z.number().int() }) satisfies z.ZodType<PhraseDto>

const phraseText = z.string().min(1).max(2000).refine((s) => s.trim() !== '', { error: 'validation.blank' })

/** `POST api/phrase`. */
export const PhraseCreateSchema = z.object({ text: phraseText })

/** `PUT api/phrase`. */
export const PhraseUpdateSchema = z.object({ id: Id, text: phraseText, sort: z.number().int().min(0).max(1_000_000).optional() })
