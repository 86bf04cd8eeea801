import { z } from 'zod'
import type { RuntimeConfig } from '../../../src/core/contract/api'
import type { Services } from '../lib/context'
import { buildOpenApi } from '../lib/openapi'
import { Resource, type Operation } from '../lib/route'
import { RuntimeConfigSchema } from '../schemas/auth'

/** `GET /config.json`: what the browser needs before its first call (API base, RSA public key, locale). */
export function configRoutes(s: Services): Resource {
  const r = new Resource('', 'config', s)
  r.route({
    method: 'get', path: '/config.json', permission: 'anonymous', response: RuntimeConfigSchema,
    summary: 'Runtime configuration: API base, RSA public key (base64 SPKI), padding, default locale',
  }, (c) => {
    const body: RuntimeConfig = { apiBase: '', rsaPublicKey: s.publicKeyB64, rsaPadding: s.rsaPadding, locale: 'zh-CN' }
    c.header('Cache-Control', 'no-cache')
    return c.json(body)
  })
  return r
}

/** `GET /v3/api-docs`: the OpenAPI 3.1 document of every registered operation. */
export function apiDocsRoutes(s: Services, operations: () => readonly Operation[]): Resource {
  const r = new Resource('/v3', 'docs', s)
  r.route({
    method: 'get', path: '/api-docs', permission: 'anonymous',
    response: z.record(z.string(), z.unknown()).describe('OpenAPI 3.1 document'),
    summary: 'This OpenAPI document, generated from the validation schemas',
  }, (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.json(buildOpenApi(operations(), { title: 'Clinic contract server', version: '0.1.0' }))
  })
  return r
}
