import { z } from 'zod'
import type { Operation } from './route'

type JsonSchema = Record<string, unknown>

/** The contract error body, shared by every failure response. */
export const ApiErrorSchema = z.object({
  status: z.number().int().describe('Same as the HTTP status'),
  timestamp: z.number().int().describe('Epoch milliseconds'),
  message: z.string().describe('Localised by Accept-Language; validation errors read "<field>: <reason>"'),
})

/** Named schemas (zod `.meta({id})`) met while converting; they end up in `components.schemas`. */
type Defs = Record<string, JsonSchema>

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k,
      k === '$ref' && typeof v === 'string' ? v.replace(/^#\/\$defs\//, '#/components/schemas/') : rewriteRefs(v)]))
  }
  return value
}

function toSchema(schema: z.ZodType, io: 'input' | 'output', defs: Defs): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema
  delete json.$schema
  const local = (json.$defs ?? {}) as Defs
  delete json.$defs
  for (const [name, def] of Object.entries(local)) defs[name] ??= rewriteRefs(def) as JsonSchema
  return rewriteRefs(json) as JsonSchema
}

function parameters(schema: z.ZodType | undefined, where: 'query' | 'path', defs: Defs): JsonSchema[] {
  if (!schema) return []
  const json = toSchema(schema, 'input', defs)
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((json.required ?? []) as string[])
  return Object.entries(properties).map(([name, s]) => {
    const { description, ...rest } = s
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
      ...(name === 'sort' ? { style: 'form', explode: true } : {}),
    }
  })
}

const ERROR_RESPONSES: Record<string, string> = {
  400: 'Invalid input (validation, malformed JSON, business rule)',
  401: 'Missing, unknown or expired token',
  403: 'The caller lacks the permission',
  404: 'No such record',
  429: 'Too many failed logins',
}

/**
 * Builds the OpenAPI 3.1 document from the registered operations: parameters and bodies from the same zod
 * schemas the routes validate with, the bearer scheme, the required permission of each operation
 * (`x-permission`) and the contract error body.
 */
export function buildOpenApi(operations: readonly Operation[], info: { title: string; version: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  const tags = new Set<string>()
  const defs: Defs = {}
  for (const op of operations) {
    tags.add(op.tag)
    const errorCodes = ['400', ...(op.permission === 'anonymous' ? [] : ['401']),
      ...(Array.isArray(op.permission) ? ['403'] : []), ...(op.path.includes('{') ? ['404'] : []),
      ...(op.path === '/auth/login' ? ['429'] : [])]
    const responses: Record<string, JsonSchema> = {
      [String(op.status)]: op.response
        ? { description: 'Success', content: { 'application/json': { schema: toSchema(op.response, 'output', defs) } } }
        : op.produces
          ? { description: 'The file', content: Object.fromEntries(op.produces.split(',').map((t) => [t.trim(), { schema: { type: 'string', format: 'binary' } }])) }
          : { description: op.status === 204 ? 'Updated, no body' : 'Success' },
    }
    for (const code of errorCodes) {
      responses[code] = { $ref: `#/components/responses/Error${code}` }
    }
    const operation: JsonSchema = {
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      operationId: `${op.method}${op.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
      parameters: [...parameters(op.params, 'path', defs), ...parameters(op.query, 'query', defs)],
      ...(op.body
        ? { requestBody: { required: !op.body.safeParse(undefined).success, content: { 'application/json': { schema: toSchema(op.body, 'input', defs) } } } }
        : {}),
      ...(op.multipart
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    required: Object.keys(op.multipart),
                    properties: Object.fromEntries(Object.entries(op.multipart).map(([name, description]) => [name, { type: 'string', format: 'binary', description }])),
                  },
                },
              },
            },
          }
        : {}),
      responses,
      security: op.permission === 'anonymous' ? [] : [{ bearerAuth: [] }, ...(op.alternative ? [{}] : [])],
      'x-permission': op.permission,
      ...(op.alternative ? { 'x-alternative-access': op.alternative } : {}),
    }
    ;(paths[op.path] ??= {})[op.method] = operation
  }
  const errorResponses = Object.fromEntries(Object.entries(ERROR_RESPONSES).map(([code, description]) => [
    `Error${code}`, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
  ]))
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description: 'Contract server of the clinic imaging console (eladmin wire contract). Lists take '
        + '`page` (0-based), `size` and `sort=field,asc|desc`; creates answer 201, updates 204, deletes 200 with the ids.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...defs, ApiError: toSchema(ApiErrorSchema, 'output', defs) },
      responses: errorResponses,
      securitySchemes: {
        bearerAuth: {
          type: 'http', scheme: 'bearer',
          description: 'The `token` of `POST /auth/login`, sent verbatim as the `Authorization` header (`Bearer <64 hex>`).',
        },
      },
    },
  }
}
