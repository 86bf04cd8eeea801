import { z } from 'zod'
import type { AppDto, DatabaseDto, DatabaseRunResult, DeployDto, DeployHistoryDto, DeployStatus, ServerDeployDto } from '../../../src/core/contract/mnt'
import { auditFields, Id, NoId, optionalText, text } from './common'

/** An application. */
export const AppDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  port: z.number().int(),
  uploadPath: z.string(),
  deployPath: z.string(),
  backupPath: z.string(),
  startScript: z.string(),
  deployScript: z.string().optional(),
  ...auditFields,
}) satisfies z.ZodType<AppDto>

/** A target server (the password never leaves the server: `hasPassword`). */
export const ServerDeployDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ip: z.string(),
  port: z.number().int(),
  account: z.string(),
  hasPassword: z.boolean(),
  ...auditFields,
}) satisfies z.ZodType<ServerDeployDto>

/** A deployment of an application to servers. */
export const DeployDtoSchema = z.object({
  id: z.number().int(),
  app: AppDtoSchema,
  deploys: z.array(ServerDeployDtoSchema),
  servers: z.string(),
  ...auditFields,
}) satisfies z.ZodType<DeployDto>

/** One deployment to one server. */
export const DeployHistoryDtoSchema = z.object({
  id: z.string(),
  appName: z.string(),
  ip: z.string(),
  deployDate: z.string(),
  deployUser: z.string(),
  deployId: z.number().int(),
  restorable: z.boolean(),
}) satisfies z.ZodType<DeployHistoryDto>

/** A database (a SQLite file); the password never leaves the server. */
export const DatabaseDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  jdbcUrl: z.string(),
  userName: z.string(),
  hasPassword: z.boolean(),
  ...auditFields,
}) satisfies z.ZodType<DatabaseDto>

/** Per server, whether the application runs. */
export const DeployStatusSchema = z.array(z.object({
  ip: z.string(),
  running: z.boolean(),
  pid: z.number().int().optional(),
  listening: z.boolean(),
}) satisfies z.ZodType<DeployStatus>)

/** What running a script did. */
export const DatabaseRunResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  changes: z.number().int(),
  ms: z.number(),
}) satisfies z.ZodType<DatabaseRunResult>

const Port = z.number().int().min(1).max(65535)
const Folder = text(255).describe('A folder under <dataDir>/deploy/ (relative paths start there)')
const Script = z.string().max(20_000)
/** An IPv4/IPv6 address or a host name. */
const Host = z.string().min(1).max(255).regex(/^[A-Za-z0-9.:_-]+$/, { error: 'validation.host' })

const appFields = {
  name: text(100),
  port: Port,
  uploadPath: Folder,
  deployPath: Folder,
  backupPath: Folder,
  startScript: Script.min(1),
  deployScript: Script.nullish().transform((s) => (s ? s : null)),
}
export const AppCreate = z.object({ id: NoId, ...appFields })
export const AppUpdate = z.object({ id: Id, ...appFields })

const serverFields = {
  name: text(100),
  ip: Host,
  port: Port,
  account: text(100),
  password: z.string().max(200).nullish(),
}
export const ServerCreate = z.object({ id: NoId, ...serverFields })
export const ServerUpdate = z.object({ id: Id, ...serverFields })
/** The server to try (a saved row or the form being filled): only its address matters. */
export const ConnectBody = z.object({ ip: Host, port: Port })

const deployFields = {
  app: z.object({ id: Id }),
  deploys: z.array(z.object({ id: Id })).min(1).max(50),
}
export const DeployCreate = z.object({ id: NoId, ...deployFields })
export const DeployUpdate = z.object({ id: Id, ...deployFields })
/** A deploy row as eladmin's buttons send it: only its id matters. */
export const DeployRef = z.object({ id: Id })
/** A history row as eladmin's roll-back sends it: only its id matters. */
export const HistoryRef = z.object({ id: z.uuid() })

/** UUIDs of a bulk delete. */
export const UuidList = z.array(z.uuid()).min(1).max(1000).describe('Ids')

const JdbcUrl = text(500).describe('jdbc:sqlite:<file> or a file path; relative to the server\'s data folder')
const databaseFields = {
  name: text(100),
  jdbcUrl: JdbcUrl,
  userName: optionalText(100),
  pwd: z.string().max(200).nullish(),
}
export const DatabaseCreate = z.object({ id: NoId, ...databaseFields })
export const DatabaseUpdate = z.object({ id: z.uuid(), ...databaseFields })
/** The database to try: only its file matters. */
export const DatabaseConnectBody = z.object({ jdbcUrl: JdbcUrl })
