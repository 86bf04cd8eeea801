import { z } from 'zod'
import type { DeptDto, JobDto, RoleDto } from '../../../src/core/contract/org'
import { auditFields, BoolText, IdText, pageFields } from './common'

/** A role. */
export const RoleDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  dataScope: z.string(),
  description: z.string().optional(),
  menus: z.array(z.object({ id: z.number().int() })),
  depts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  ...auditFields,
}) satisfies z.ZodType<RoleDto>

/** A department (children only in tree answers). */
export const DeptDtoSchema: z.ZodType<DeptDto> = z.object({
  id: z.number().int(),
  pid: z.number().int().optional(),
  name: z.string(),
  enabled: z.boolean(),
  deptSort: z.number().int(),
  subCount: z.number().int(),
  hasChildren: z.boolean(),
  leaf: z.boolean(),
  label: z.string(),
  ...auditFields,
  get children() {
    return z.array(DeptDtoSchema).optional()
  },
}).meta({ id: 'DeptDto' })

/** `GET api/dept`: roots, children of `pid`, or all matching `name`/`enabled` (unpaged). */
export const DeptQuery = z.object({
  name: z.string().max(100).optional(),
  enabled: BoolText.optional(),
  pid: IdText.optional(),
  ...pageFields,
})

/** `POST api/dept/superior?exclude=`. */
export const DeptSuperiorQuery = z.object({ exclude: BoolText.optional() })

/** A job. */
export const JobDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  jobSort: z.number().int(),
  ...auditFields,
}) satisfies z.ZodType<JobDto>
