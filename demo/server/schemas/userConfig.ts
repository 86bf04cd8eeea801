import { z } from 'zod'
import type { UserConfig } from '../../../src/core/contract/userConfig'
import { auditFields, Id, NoId, optionalText, text } from './common'

/** A per-user setting row. */
export const UserConfigSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  configType: z.string(),
  configPath: z.string(),
  configValue: z.string(),
  comment: z.string().optional(),
  ...auditFields,
}) satisfies z.ZodType<UserConfig>

const fields = {
  configType: text(50).describe('e.g. page'),
  configPath: text(255).describe('e.g. navbar or /'),
  configValue: z.string().max(4000).describe('e.g. WEB | CLIENT, or a route path'),
  comment: optionalText(255).describe('e.g. pic-view'),
}

/** `POST api/userConfig`. */
export const UserConfigCreate = z.object({ id: NoId, ...fields })

/** `PUT api/userConfig`. */
export const UserConfigUpdate = z.object({ id: Id, ...fields })

const commaList = z.string().max(2000).optional()
  .transform((v) => (v === undefined ? undefined : v.split(/[,，]/).map((x) => x.trim()).filter(Boolean)))

/** `GET api/userConfig/all/own?configTypes=page&configPaths=navbar,/` (both optional comma lists). */
export const UserConfigOwnQuery = z.object({
  configTypes: commaList.describe('Comma-separated config types'),
  configPaths: commaList.describe('Comma-separated config paths'),
})
