import { z } from 'zod'
import type {
  CollectedCaseDto, CollectionFolderDto,
  CollectionTagDto,
} from '../../../src/core/contract/collection'
import { Id, IdList, IdText, pageFields, text } from './common'

export const CollectionScopeSchema = z.enum(['personal', 'public'])

/** A free tag: trimmed, 1..30 characters, no commas (the search box separates tags by them). */
export const TagText = z.string().trim().min(1).max(30).refine((s) => !/[,，]/.test(s), { error: 'collection.tagComma' })

/** Tags of a case: at most 20, each once (case-insensitive). */
const Tags = z.array(TagText).max(20).refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, { error: 'collection.tagTwice' })

const Note = z.string().max(4000).nullish().transform((s) => s ?? '')

/** `POST api/collection`. */
export const CollectSchema = z.object({
  examineId: Id.describe('The exam to collect'),
  folderId: Id.describe('A personal folder of the caller or a public folder of his department'),
  tags: Tags.optional().transform((t) => t ?? []),
  note: Note.describe('Teaching note'),
}).strict()

/** `PUT api/collection`. */
export const CollectedCaseUpdateSchema = z.object({
  id: Id,
  tags: Tags,
  note: Note,
}).strict()

/** `PUT api/collection/move` and `POST api/collection/share`. */
export const CollectionMoveSchema = z.object({
  ids: IdList,
  folderId: Id.describe('Where the cases go'),
}).strict()

const FolderName = text(50)

/** `POST api/collection/folder`. */
export const CollectionFolderSchema = z.object({
  name: FolderName,
  scope: CollectionScopeSchema,
  parentId: Id.nullish().transform((v) => v ?? null).describe('A folder of the same scope (and owner or department); null: the root'),
}).strict()

/** `PUT api/collection/folder`. */
export const CollectionFolderRenameSchema = z.object({ id: Id, name: FolderName }).strict()

/** `GET api/collection/folder`. */
export const FolderListQuery = z.object({
  scope: CollectionScopeSchema.optional().describe('Only personal or only public folders'),
})

/** `GET api/collection`. */
export const CollectionListQuery = z.object({
  ...pageFields,
  scope: CollectionScopeSchema.optional().describe('Only cases in personal or in public folders'),
  folderId: IdText.optional().describe('Only the cases of this folder and the folders under it'),
  blurry: z.string().max(100).optional().describe('Exam item, body part, tags, teaching note, findings or impression contain it (never the patient)'),
  tag: z.union([TagText, z.array(TagText).max(10)]).optional().transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .describe('Cases carrying this tag (repeat: every one of them)'),
  modality: z.string().max(10).optional(),
})

/** `GET api/collection/tags`. */
export const TagListQuery = z.object({
  blurry: z.string().max(30).optional().describe('Tags containing it'),
  scope: CollectionScopeSchema.optional(),
})

export const CollectionFolderResponse = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  scope: CollectionScopeSchema,
  ownerId: z.number().int(),
  ownerName: z.string(),
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
  caseCount: z.number().int(),
  writable: z.boolean(),
  editable: z.boolean(),
  createTime: z.string(),
}) satisfies z.ZodType<CollectionFolderDto>

export const CollectedCaseResponse = z.object({
  id: z.number().int(),
  folderId: z.number().int(),
  folderName: z.string(),
  scope: CollectionScopeSchema,
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
  examineId: z.number().int(),
  examNo: z.string().nullable(),
  patientName: z.string().nullable(),
  patientId: z.string().nullable(),
  anonymized: z.boolean().describe('Another department\'s public case: the patient\'s name, id and exam number withheld, the date only the month'),
  modality: z.string(),
  examItem: z.string(),
  bodyPart: z.string(),
  gender: z.string(),
  age: z.number().int(),
  ageUnit: z.enum(['Y', 'M', 'W', 'D']),
  examDate: z.string(),
  findings: z.string().nullable(),
  impression: z.string().nullable(),
  tags: z.array(z.string()),
  note: z.string(),
  addedById: z.number().int(),
  addedBy: z.string(),
  addedAt: z.string(),
  editable: z.boolean(),
  deletable: z.boolean(),
}) satisfies z.ZodType<CollectedCaseDto>

export const CollectionTagResponse = z.object({ tag: z.string(), count: z.number().int() }) satisfies z.ZodType<CollectionTagDto>
