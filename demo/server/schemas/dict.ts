import { z } from 'zod'
import type { DictDetail, DictDto } from '../../../src/core/contract/dict'
import { auditFields, Id, IdRef, NoId, optionalText, text } from './common'

/** A dictionary. */
export const DictDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().optional(),
  ...auditFields,
}) satisfies z.ZodType<DictDto>

/** One dictionary entry. */
export const DictDetailSchema = z.object({
  id: z.number().int(),
  dict: z.object({ id: z.number().int() }),
  label: z.string(),
  value: z.string(),
  dictSort: z.number().int(),
  ...auditFields,
}) satisfies z.ZodType<DictDetail>

/** Entries by dictionary name. */
export const DictMapSchema = z.record(z.string(), z.array(DictDetailSchema))


const dictFields = {
  name: text(100).refine((s) => !/[,，]/.test(s), { error: 'validation.blank' }),
  description: optionalText(255),
}

/** `POST api/dict`. */
export const DictCreate = z.object({ id: NoId, ...dictFields })

/** `PUT api/dict`. */
export const DictUpdate = z.object({ id: Id, ...dictFields })


/** `GET api/dictDetail/map?dictName=a,b` (comma or full-width comma). */
export const DictMapQuery = z.object({ dictName: z.string().min(1).max(2000) })

const detailFields = {
  dict: IdRef,
  label: text(255),
  value: z.string().max(255),
  dictSort: z.number().int().min(0).max(999999).optional().transform((v) => v ?? 999),
}

/** `POST api/dictDetail`. */
export const DictDetailCreate = z.object({ id: NoId, ...detailFields })

/** `PUT api/dictDetail`. */
export const DictDetailUpdate = z.object({ id: Id, ...detailFields })
