import { z } from 'zod'
import type { BackupDto, ServerMonitorDto, SqlStatDto, SqlStatsPage } from '../../../src/core/contract/monitor'
import { optionalText, pageFields } from './common'

const Rate = z.union([z.string(), z.number()]).describe('Percent with two decimals as text, or 0')
const Sizes = { total: z.string(), available: z.string(), used: z.string(), usageRate: Rate }

/** `GET api/monitor` (eladmin's shape). */
export const ServerMonitorSchema = z.object({
  sys: z.object({ os: z.string(), day: z.string(), ip: z.string() }),
  cpu: z.object({
    name: z.string(), package: z.string(), core: z.string(), coreNumber: z.number().int(), logic: z.string(), used: Rate, idle: Rate,
  }),
  memory: z.object(Sizes),
  swap: z.object(Sizes),
  disk: z.object(Sizes),
  time: z.string(),
}) satisfies z.ZodType<ServerMonitorDto>

/** The sortable fields of the SQL statistics. */
export const SQL_STAT_SORTS = ['sql', 'count', 'totalMs', 'maxMs', 'avgMs', 'lastRun'] as const

/** `GET api/sql/stats` query: eladmin's paging and sort (one of {@link SQL_STAT_SORTS}), `blurry` over the statement. */
export const SqlStatsQuery = z.object({
  ...pageFields,
  blurry: z.string().max(200).optional().describe('Part of the statement text (any case)'),
})

/** One statement's figures. */
export const SqlStatSchema = z.object({
  id: z.number().int(),
  sql: z.string(),
  count: z.number().int(),
  totalMs: z.number(),
  maxMs: z.number(),
  avgMs: z.number(),
  lastRun: z.string(),
}) satisfies z.ZodType<SqlStatDto>

/** A page of statements with the totals. */
export const SqlStatsPageSchema = z.object({
  content: z.array(SqlStatSchema),
  totalElements: z.number().int(),
  totals: z.object({ statements: z.number().int(), runs: z.number().int(), totalMs: z.number(), since: z.string() }),
}) satisfies z.ZodType<SqlStatsPage>

/** One backup. */
export const BackupSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  note: z.string().nullable(),
  createBy: z.string(),
  createTime: z.string(),
  restoredBy: z.string().nullable(),
  restoredTime: z.string().nullable(),
}) satisfies z.ZodType<BackupDto>

/** `POST api/backup`. */
export const BackupCreateSchema = z.object({ note: optionalText(200) }).optional().transform((v) => v ?? { note: null })

/** `POST api/backup/{id}/restore`. */
export const BackupRestoreSchema = z.object({ confirm: z.string().min(1).max(200) })

/** The answer of a restore. */
export const BackupRestoreResultSchema = z.object({ restored: BackupSchema, safetyBackup: BackupSchema })
