import { resolve } from 'node:path'
import { z } from 'zod'
import { pacsConfigFromEnv, type PacsConfig } from './lib/pacs/pacsConfig'

/** The environment `main.ts` reads, checked once at start. */
const EnvSchema = z.object({
  PORT: z.string().regex(/^\d{1,5}$/, 'must be a port number 0..65535 (0 = any free port)')
    .transform(Number).refine((n) => n <= 65535, 'must be a port number 0..65535 (0 = any free port)')
    .optional().transform((n) => n ?? 8013),
  DATA_DIR: z.string().min(1).optional(),
  CLINIC_TEST_CAPTCHA: z.string().regex(/^\d{1,3}$/, 'must be an integer 0..999 (the answer every captcha will have)').optional(),
  CLINIC_RSA_PADDING: z.enum(['pkcs1', 'oaep']).optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/0').optional(),
})

/** The checked environment. */
export interface ServerEnv {
  port: number
  dataDir: string | undefined
  testCaptcha: string | undefined
  rsaPadding: 'pkcs1' | 'oaep' | undefined
  /** The Redis of the cache; unset: the in-process cache. */
  redisUrl: string | undefined
  /** The hospital's PACS (`PACS_DICOMWEB_URL`, …); unset: the embedded images. */
  pacs: PacsConfig | undefined
}

/**
 * Reads and checks the environment; on a bad value it names the variable and the rule and throws.
 * Empty variables count as unset.
 */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const result = EnvSchema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}=${JSON.stringify(cleaned[String(i.path[0])] ?? '')}: ${i.message}`)
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`)
  }
  return {
    port: result.data.PORT,
    dataDir: result.data.DATA_DIR === undefined ? undefined : resolve(result.data.DATA_DIR),
    testCaptcha: result.data.CLINIC_TEST_CAPTCHA,
    rsaPadding: result.data.CLINIC_RSA_PADDING,
    redisUrl: result.data.REDIS_URL,
    pacs: readPacs(env),
  }
}

function readPacs(env: NodeJS.ProcessEnv): PacsConfig | undefined {
  try {
    return pacsConfigFromEnv(env)
  } catch (error) {
    throw new EnvError(`Invalid environment:\n  ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** A bad environment (the message is meant for the operator). */
export class EnvError extends Error {}
