import { z } from 'zod'
import type { RuntimeConfig } from '../../../src/core/contract/api'
import type { CaptchaResponse, LoginResponse } from '../../../src/core/contract/auth'
import { text } from './common'
import { UserInfoSchema } from './users'

/** `POST auth/login`. */
export const LoginBody = z.object({
  username: text(50),
  password: z.string().min(1).max(2048).describe('Base64 RSA ciphertext of the password'),
  code: z.string().min(1).max(10).describe('Captcha answer'),
  uuid: z.string().min(1).max(64).describe('Captcha id from auth/code'),
  sourcePage: z.string().max(500).nullish().describe('Where the login happened'),
})

/** Answer of `POST auth/login`. */
export const LoginResponseSchema = z.object({
  token: z.string().describe('"Bearer <64 hex>": send verbatim as Authorization'),
  user: UserInfoSchema,
}) satisfies z.ZodType<LoginResponse>

/** Answer of `GET auth/code`. */
export const CaptchaSchema = z.object({
  img: z.string().describe('data:image/svg+xml;base64,…'),
  uuid: z.string().describe('captcha_code:<32 hex>'),
}) satisfies z.ZodType<CaptchaResponse>

/** Answer of `GET /config.json`. */
export const RuntimeConfigSchema = z.object({
  apiBase: z.string(),
  rsaPublicKey: z.string().describe('Base64 SPKI, no PEM armour'),
  rsaPadding: z.enum(['pkcs1', 'oaep']),
  locale: z.string(),
}) satisfies z.ZodType<RuntimeConfig>
