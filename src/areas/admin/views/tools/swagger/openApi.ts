/** The parts of an OpenAPI 3.1 document the API docs view reads (the contract server's `/v3/api-docs`). */
export type JsonSchema = {
  $ref?: string
  type?: string | string[]
  format?: string
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  additionalProperties?: boolean | JsonSchema
  default?: unknown
  minimum?: number
  maximum?: number
  maxLength?: number
  pattern?: string
}

/** One parameter of an operation. */
export interface Parameter {
  name: string
  in: 'query' | 'path' | 'header'
  required?: boolean
  description?: string
  schema?: JsonSchema
}

/** One operation of the document, with its method and path. */
export interface Operation {
  method: string
  path: string
  tag: string
  summary: string
  description?: string
  permission: unknown
  parameters: Parameter[]
  body?: JsonSchema
  /** Multipart uploads cannot be tried here (no file picker in this form). */
  multipart: boolean
  responses: { status: string; description: string; schema?: JsonSchema; binary: boolean }[]
}

/** The document as served. */
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string }
  paths: Record<string, Record<string, {
    tags?: string[]; summary?: string; description?: string; parameters?: Parameter[]; 'x-permission'?: unknown
    requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
    responses?: Record<string, { $ref?: string; description?: string; content?: Record<string, { schema?: JsonSchema }> }>
  }>>
  components?: { schemas?: Record<string, JsonSchema>; responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }> }
}

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const responses = Object.entries(op.responses ?? {}).map(([status, r]) => {
        const resolved = r.$ref ? doc.components?.responses?.[r.$ref.split('/').pop() ?? ''] ?? {} : r
        const [type, media] = Object.entries(resolved.content ?? {})[0] ?? []
        return { status, description: resolved.description ?? '', ...(media?.schema ? { schema: media.schema } : {}), binary: !!type && !type.includes('json') }
      })
      const content = op.requestBody?.content ?? {}
      const json = content['application/json']?.schema
      out.push({
        method, path, tag: op.tags?.[0] ?? '', summary: op.summary ?? '', ...(op.description ? { description: op.description } : {}),
        permission: op['x-permission'], parameters: op.parameters ?? [], ...(json ? { body: json } : {}), multipart: 'multipart/form-data' in content, responses,
      })
    }
  }
  return out
}

/** The named schema a `$ref` points at. */
export function resolveRef(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema
  for (let guard = 0; current.$ref && guard < 10; guard++) current = doc.components?.schemas?.[current.$ref.split('/').pop() ?? ''] ?? {}
  return current
}

/** A value of the schema's shape to start a request body from (defaults, first enum values, empty texts). */
export function exampleOf(doc: OpenApiDocument, schema: JsonSchema, depth = 0): unknown {
  const s = resolveRef(doc, schema)
  if (depth > 6) return null
  if (s.default !== undefined) return s.default
  if (s.const !== undefined) return s.const
  if (s.enum?.length) return s.enum[0]
  const choice = s.anyOf ?? s.oneOf
  if (choice?.length) return exampleOf(doc, choice.find((c) => c.type !== 'null') ?? choice[0] as JsonSchema, depth + 1)
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type
  switch (type) {
    case 'object': return Object.fromEntries(Object.entries(s.properties ?? {}).filter(([name]) => (s.required ?? []).includes(name)).map(([name, p]) => [name, exampleOf(doc, p, depth + 1)]))
    case 'array': return s.items ? [exampleOf(doc, s.items, depth + 1)] : []
    case 'integer': case 'number': return s.minimum ?? 0
    case 'boolean': return false
    case 'string': return ''
    default: return null
  }
}
