import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { makeServer, type TestServer } from './helpers'

type Doc = {
  openapi: string
  paths: Record<string, Record<string, { parameters: { name: string; in: string }[]; responses: Record<string, unknown>; security: unknown[]; 'x-permission': unknown; requestBody?: unknown }>>
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; scheme: string }>; responses: Record<string, unknown> }
}

function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, out))
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v)
      else refs(v, out)
    }
  }
  return out
}

describe('OpenAPI document', () => {
  let t: TestServer
  let doc: Doc
  before(async () => {
    t = await makeServer()
    const res = await t.call<Doc>('GET', '/v3/api-docs')
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /application\/json/)
    doc = JSON.parse(res.text) as Doc
  })
  after(() => t.close())

  it('is OpenAPI 3.1 with the error body and the bearer scheme', () => {
    assert.equal(doc.openapi, '3.1.0')
    assert.deepEqual(doc.components.securitySchemes.bearerAuth, { ...doc.components.securitySchemes.bearerAuth, type: 'http', scheme: 'bearer' })
    const apiError = doc.components.schemas.ApiError as { properties: Record<string, unknown>; required: string[] }
    assert.deepEqual(Object.keys(apiError.properties).sort(), ['message', 'status', 'timestamp'])
    assert.deepEqual(apiError.required.sort(), ['message', 'status', 'timestamp'])
  })

  it('lists every API route the app registered, and nothing else', () => {
    const registered = new Set(t.app.routes
      .filter((r) => ['GET', 'POST', 'PUT', 'DELETE'].includes(r.method) && !r.path.includes('*'))
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`))
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)))
    assert.deepEqual([...documented].sort(), [...registered].sort())
    assert.ok(registered.size >= 40, `${registered.size} operations`)
    for (const op of ['post /auth/login', 'get /api/menus/build', 'delete /api/dictDetail/{id}', 'post /api/users/updatePass/', 'get /config.json']) {
      assert.ok(documented.has(op), op)
    }
  })

  it('documents parameters, bodies, permissions and errors from the validation schemas', () => {
    const users = doc.paths['/api/users']?.get
    assert.deepEqual(users?.parameters.map((p) => `${p.in}:${p.name}`).sort(),
      ['query:blurry', 'query:createTime', 'query:deptId', 'query:enabled', 'query:page', 'query:size', 'query:sort'])
    assert.deepEqual(users?.['x-permission'], ['user:list'])
    assert.deepEqual(users?.security, [{ bearerAuth: [] }])
    assert.ok(users?.responses['403'])
    const login = doc.paths['/auth/login']?.post
    assert.deepEqual(login?.security, [])
    const body = login?.requestBody as { content: { 'application/json': { schema: { required: string[] } } } }
    assert.deepEqual(body.content['application/json'].schema.required.sort(), ['code', 'password', 'username', 'uuid'])
    assert.ok(login?.responses['429'])
    const del = doc.paths['/api/dictDetail/{id}']?.delete
    assert.deepEqual(del?.parameters.map((p) => `${p.in}:${p.name}`), ['path:id'])
    assert.ok(doc.paths['/api/menus']?.post?.responses['201'])
    assert.ok(doc.paths['/api/menus']?.put?.responses['204'])
  })

  it('documents the clinical routes: permissions, share-link access, binary answers and the avatar upload', () => {
    const get = (path: string, method = 'get') => (doc.paths[path] as Record<string, Record<string, unknown>> | undefined)?.[method]
    for (const path of ['/api/exams', '/api/reportInfo/view', '/api/reportInfoHistory/examineId/{id}', '/api/reportInfo/once/list',
      '/api/reportInfo/once/image/compare', '/api/keyImage/temporary/query', '/api/icd/all', '/api/pacs/retrieve/image/examineId/{id}',
      '/api/pacs/retrieve/image/studyId/{id}', '/api/pacs/image/{id}', '/api/ris/common/pingyin', '/api/dashboard/summary', '/api/logs/user',
      '/api/outer/exams', '/api/share/{token}', '/api/shareLinks', '/api/applyform/details/{id}', '/avatar/{name}']) {
      assert.ok(get(path), path)
    }
    for (const path of ['/api/keyImage/temporary/save', '/api/keyImage/temporary/remove', '/auth/outer/login', '/api/shareLinks',
      '/api/share/{token}/open', '/api/users/updateAvatar', '/api/reportInfo/save', '/api/reportInfo/audit', '/api/reportInfo/addendum']) {
      assert.ok(get(path, 'post'), path)
    }
    assert.deepEqual(get('/api/reportInfo/view')?.['x-permission'], ['report:view'])
    assert.deepEqual(get('/api/share/{token}/open', 'post')?.security, [])
    const image = get('/api/pacs/image/{id}') as { 'x-alternative-access': string; responses: Record<string, { content: Record<string, unknown> }> }
    assert.match(image['x-alternative-access'], /Share <token>/)
    assert.deepEqual(Object.keys(image.responses['200']?.content ?? {}), ['application/dicom', 'image/jpeg', 'image/png'])
    const upload = get('/api/users/updateAvatar', 'post') as { requestBody: { content: Record<string, { schema: { required: string[] } }> } }
    assert.deepEqual(upload.requestBody.content['multipart/form-data']?.schema.required, ['avatar'])
    assert.ok(doc.components.schemas.ExamDto && doc.components.schemas.ReportDto, 'shared schemas become components')
  })

  it('resolves every $ref inside the document', () => {
    for (const ref of refs(doc)) {
      assert.match(ref, /^#\/components\/(schemas|responses)\//)
      const [, , kind, name] = ref.split('/')
      assert.ok((doc.components as Record<string, Record<string, unknown>>)[kind ?? '']?.[name ?? ''], ref)
    }
    assert.ok(doc.components.schemas.MenuNode, 'recursive schemas become components')
  })
})
