import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { PhraseDto, TemplateExport, TemplateNode, TemplateRow } from '../../src/core/contract/template'
import { makeServer, type TestServer } from './helpers'

type Err = { message: string; errors?: { field: string }[] }

describe('report templates: visibility by scope, permissions, validation, moves, versions, import/export, phrases', () => {
  let t: TestServer
  let admin: string
  let fangshe: string
  let fangshe2: string
  let chaosheng: string
  let dengji: string
  before(async () => {
    t = await makeServer()
    ;[admin, fangshe, fangshe2, chaosheng, dengji] = await Promise.all(['admin', 'fangshe', 'fangshe2', 'chaosheng', 'dengji'].map((u) => t.login(u))) as [string, string, string, string, string]
  })
  after(() => t.close())

  const tree = async (token: string, query = '') => {
    const res = await t.call<TemplateNode[]>('GET', `/api/template/tree${query}`, { token })
    assert.equal(res.status, 200, res.text)
    return res.json
  }
  const create = (token: string, body: Record<string, unknown>) => t.call<TemplateNode & Err>('POST', '/api/template', { token, body })

  it('shows every public node, the caller\'s department\'s and his own personal ones — never another user\'s', async () => {
    const mine = await tree(fangshe)
    assert.ok(mine.filter((n) => n.scope === 'public' && n.kind === 'template').length >= 150, 'the seeded public templates')
    assert.ok(mine.some((n) => n.name === '李建国 胸部CT 常规'), 'his own personal template')
    assert.ok(mine.some((n) => n.name === '放射科常用'), 'his department\'s folder')
    assert.ok(!mine.some((n) => n.name === '超声科常用'), 'not another department\'s')
    assert.ok(!mine.some((n) => n.name.startsWith('陈静')), 'not the sonographer\'s personal templates')
    // A second radiologist of the same department sees the department's nodes but not his colleague's personal ones.
    const colleague = await tree(fangshe2)
    assert.ok(colleague.some((n) => n.name === '放射科常用'))
    assert.ok(!colleague.some((n) => n.name.startsWith('李建国')))
    // The sonographer holds no template permission but writes ultrasound reports: he reads templates too.
    const sono = await tree(chaosheng, '?modality=US')
    assert.ok(sono.some((n) => n.name === '陈静 晚孕 快速'))
    assert.ok(sono.every((n) => n.modality === null || n.modality === 'US'), 'only US and any-modality nodes')
    assert.ok(sono.some((n) => n.name === 'NT 正常 单胎' && n.findings.includes('{{可见|显示不清}}')), 'pick-lists kept in the text')
    assert.ok(sono.find((n) => n.name === '早孕')?.pinyin === 'zy', 'pinyin initials of the name')
    // Flat: every parent named is in the list, so the client can build the whole tree.
    const ids = new Set(mine.map((n) => n.id))
    for (const node of mine) if (node.parentId !== null) assert.ok(ids.has(node.parentId), `${node.name}: parent listed`)
    assert.equal((await t.call('GET', '/api/template/tree', { token: dengji })).status, 403, 'the registration desk')
    assert.equal((await t.call('GET', '/api/template/tree?modality=XX', { token: fangshe })).status, 400)
  })

  it('hides another user\'s personal node everywhere: tree, list, read, change, export', async () => {
    const sono = await tree(chaosheng)
    const his = sono.find((n) => n.name === '陈静 晚孕 快速')!
    assert.equal((await t.call('GET', `/api/template/${his.id}`, { token: fangshe })).status, 404)
    assert.equal((await t.call('GET', `/api/template/${his.id}`, { token: admin })).status, 404, 'not even an administrator')
    assert.equal((await t.call('PUT', '/api/template', { token: fangshe, body: { id: his.id, version: his.version, name: 'x' } })).status, 404)
    assert.equal((await t.call('DELETE', '/api/template', { token: fangshe, body: [his.id] })).status, 404)
    assert.equal((await t.call('GET', `/api/template/export?rootId=${his.id}`, { token: fangshe })).status, 404)
    const list = await t.call<{ content: TemplateRow[]; totalElements: number }>('GET', '/api/template?blurry=陈静&size=50', { token: fangshe })
    assert.equal(list.json.totalElements, 0)
    const own = await t.call<{ content: TemplateRow[] }>('GET', '/api/template?blurry=陈静&size=50', { token: chaosheng })
    assert.equal(own.json.content.length, 3)
    assert.equal(own.json.content[0]?.folder, '我的常用')
  })

  it('lets only maintainers change shared nodes, a department\'s only its members, and a personal node only its owner', async () => {
    const all = await tree(fangshe)
    const publicFolder = all.find((n) => n.scope === 'public' && n.name === 'CT')!
    // The sonographer may read but not add to the public tree; he may add his own personal nodes.
    assert.equal((await create(chaosheng, { kind: 'template', scope: 'public', name: '无权' })).status, 403)
    assert.equal((await create(chaosheng, { kind: 'template', scope: 'dept', name: '无权' })).status, 403)
    const personal = await create(chaosheng, { kind: 'template', scope: 'personal', name: '我的甲状腺', modality: 'US', findings: '甲状腺{{左|右}}叶结节', impression: '结节' })
    assert.equal(personal.status, 201, personal.text)
    assert.equal(personal.json.ownerId, 4)
    assert.equal(personal.json.editable, true)
    assert.equal(personal.json.pinyin, 'wdjzx')
    // The radiologist holds template:add/edit/del: public, and his department's.
    const added = await create(fangshe, { kind: 'template', scope: 'public', parentId: publicFolder.id, name: '胸部CT 新模板', modality: 'CT', findings: '双肺{{清晰|模糊}}', impression: '未见异常' })
    assert.equal(added.status, 201, added.text)
    assert.equal(added.json.parentId, publicFolder.id)
    const deptNode = await create(fangshe, { kind: 'folder', scope: 'dept', name: '放射科 新文件夹' })
    assert.equal(deptNode.json.deptId, 3)
    assert.equal((await create(fangshe, { kind: 'folder', scope: 'dept', deptId: 4, name: '别的科室' })).status, 403, 'another department')
    // The shared nodes are not editable for a reader; the tree says so.
    const seen = (await tree(chaosheng)).find((n) => n.id === added.json.id)!
    assert.equal(seen.editable, false)
    assert.equal((await t.call('PUT', '/api/template', { token: chaosheng, body: { id: seen.id, version: seen.version, name: '改' } })).status, 403)
    assert.equal((await t.call('DELETE', '/api/template', { token: chaosheng, body: [seen.id] })).status, 403)
    // Nodes stay in their scope: a personal template cannot go into a public folder.
    const mixed = await create(chaosheng, { kind: 'template', scope: 'personal', parentId: publicFolder.id, name: '混合' })
    assert.equal(mixed.status, 400)
    assert.equal(mixed.json.errors?.[0]?.field, 'parentId')
    // Templates hold nothing: a template is no folder.
    assert.equal((await create(fangshe, { kind: 'template', scope: 'public', parentId: added.json.id, name: '子' })).status, 400)
  })

  it('validates names, texts and modality, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'template', scope: 'personal', name: '' }, 'name'],
      [{ kind: 'template', scope: 'personal', name: '   ' }, 'name'],
      [{ kind: 'template', scope: 'personal', name: '长'.repeat(61) }, 'name'],
      [{ kind: 'template', scope: 'personal', name: 'ok', findings: 'x'.repeat(20_001) }, 'findings'],
      [{ kind: 'template', scope: 'personal', name: 'ok', modality: 'XRAY' }, 'modality'],
      [{ kind: 'box', scope: 'personal', name: 'ok' }, 'kind'],
      [{ kind: 'template', scope: 'world', name: 'ok' }, 'scope'],
    ]
    for (const [body, field] of cases) {
      const res = await create(fangshe, body)
      assert.equal(res.status, 400, `${field}: ${res.text}`)
      assert.ok(res.json.errors?.some((e) => e.field === field), `${field}: ${res.text}`)
    }
    assert.equal((await create(fangshe, { kind: 'template', scope: 'personal', name: '长'.repeat(60), findings: 'x'.repeat(20_000) })).status, 201, 'the limits themselves pass')
  })

  it('answers 409 to a change made on a stale version', async () => {
    const made = await create(fangshe, { kind: 'template', scope: 'personal', name: '版本', findings: '一' })
    const first = await t.call<TemplateNode>('PUT', '/api/template', { token: fangshe, body: { id: made.json.id, version: made.json.version, name: '版本', findings: '二' } })
    assert.equal(first.status, 200, first.text)
    assert.equal(first.json.version, made.json.version + 1)
    assert.equal(first.json.findings, '二')
    const stale = await t.call<Err>('PUT', '/api/template', { token: fangshe, body: { id: made.json.id, version: made.json.version, name: '版本', findings: '三' } })
    assert.equal(stale.status, 409)
    assert.match(stale.json.message, /2/)
    assert.equal((await t.call<TemplateNode>('GET', `/api/template/${made.json.id}`, { token: fangshe })).json.findings, '二', 'the first change kept')
  })

  it('moves nodes among siblings and into folders, never into themselves', async () => {
    const root = await create(fangshe, { kind: 'folder', scope: 'personal', name: '移动测试' })
    const inner = await create(fangshe, { kind: 'folder', scope: 'personal', parentId: root.json.id, name: '内层' })
    const a = await create(fangshe, { kind: 'template', scope: 'personal', parentId: root.json.id, name: 'A' })
    const b = await create(fangshe, { kind: 'template', scope: 'personal', parentId: root.json.id, name: 'B' })
    const move = (body: Record<string, unknown>) => t.call<TemplateNode & Err>('PUT', '/api/template/move', { token: fangshe, body })
    const order = async (parentId: number) => (await tree(fangshe)).filter((n) => n.parentId === parentId).map((n) => n.name)
    assert.deepEqual(await order(root.json.id), ['内层', 'A', 'B'])
    assert.equal((await move({ id: b.json.id, parentId: root.json.id, index: 0 })).status, 200)
    assert.deepEqual(await order(root.json.id), ['B', '内层', 'A'])
    assert.equal((await move({ id: a.json.id, parentId: inner.json.id, index: 0 })).status, 200)
    assert.deepEqual(await order(inner.json.id), ['A'])
    // Cycles: into itself, into its own child.
    const self = await move({ id: root.json.id, parentId: root.json.id, index: 0 })
    assert.equal(self.status, 400)
    assert.equal((await move({ id: root.json.id, parentId: inner.json.id, index: 0 })).status, 400)
    // Out to the root of the scope, and not into a public folder.
    assert.equal((await move({ id: inner.json.id, parentId: null, index: 0 })).status, 200)
    assert.equal((await tree(fangshe)).find((n) => n.id === inner.json.id)?.parentId, null)
    const publicFolder = (await tree(fangshe)).find((n) => n.scope === 'public' && n.kind === 'folder')!
    assert.equal((await move({ id: inner.json.id, parentId: publicFolder.id, index: 0 })).status, 400)
    // A non-empty folder is refused; with its contents it goes.
    const refused = await t.call<Err>('DELETE', '/api/template', { token: fangshe, body: [inner.json.id] })
    assert.equal(refused.status, 400)
    assert.match(refused.json.message, /内层/)
    assert.equal((await t.call('DELETE', '/api/template', { token: fangshe, body: [inner.json.id, a.json.id] })).status, 200)
    assert.equal((await t.call('GET', `/api/template/${a.json.id}`, { token: fangshe })).status, 404)
  })

  it('exports a subtree as JSON and imports it into a folder, texts and pick-lists intact', async () => {
    const sono = await tree(chaosheng, '?modality=US')
    const nt = sono.find((n) => n.kind === 'folder' && n.name === 'NT 11–13+6 周')!
    const exported = await t.call<TemplateExport>('GET', `/api/template/export?rootId=${nt.id}`, { token: chaosheng })
    assert.equal(exported.status, 200)
    assert.equal(exported.json.format, 'clinic-report-templates')
    assert.equal(exported.json.nodes.length, 1)
    assert.equal(exported.json.nodes[0]?.children?.length, 3)
    const target = await create(chaosheng, { kind: 'folder', scope: 'personal', name: '导入目标' })
    const imported = await t.call<{ created: number; ids: number[] }>('POST', '/api/template/import', {
      token: chaosheng, body: { parentId: target.json.id, scope: 'personal', data: exported.json },
    })
    assert.equal(imported.status, 201, imported.text)
    assert.equal(imported.json.created, 4)
    const after = await tree(chaosheng)
    const copy = after.find((n) => n.id === imported.json.ids[0])!
    assert.equal(copy.name, 'NT 11–13+6 周')
    assert.equal(copy.scope, 'personal')
    assert.equal(copy.parentId, target.json.id)
    const original = sono.filter((n) => n.parentId === nt.id).map((n) => [n.name, n.findings, n.impression])
    const copied = after.filter((n) => n.parentId === copy.id).map((n) => [n.name, n.findings, n.impression])
    assert.deepEqual(copied, original)
    // Several ids at once: a node inside a chosen folder is exported once.
    const twice = await t.call<TemplateExport>('GET', `/api/template/export?ids=${copy.id}&ids=${imported.json.ids[0]}&ids=${after.find((n) => n.parentId === copy.id)!.id}`, { token: chaosheng })
    assert.equal(twice.json.nodes.length, 1)
    // Import validation: a bad file, a template holding children, a public target without the permission.
    const bad = await t.call<Err>('POST', '/api/template/import', { token: chaosheng, body: { parentId: null, scope: 'personal', data: { format: 'other', version: 1, nodes: [] } } })
    assert.equal(bad.status, 400)
    const nested = await t.call('POST', '/api/template/import', {
      token: chaosheng,
      body: { parentId: null, scope: 'personal', data: { format: 'clinic-report-templates', version: 1, nodes: [{ kind: 'template', name: 'x', children: [{ kind: 'template', name: 'y' }] }] } },
    })
    assert.equal(nested.status, 400)
    assert.equal((await t.call('POST', '/api/template/import', { token: chaosheng, body: { parentId: null, scope: 'public', data: exported.json } })).status, 403)
    assert.equal((await t.call('GET', '/api/template/export', { token: chaosheng })).status, 400, 'nothing chosen')
  })

  it('keeps each user\'s phrases to himself', async () => {
    const mine = await t.call<PhraseDto[]>('GET', '/api/phrase', { token: fangshe })
    assert.deepEqual(mine.json.map((p) => p.text), ['请结合临床。', '建议短期复查。', '与前片比较无明显变化。'])
    const added = await t.call<PhraseDto>('POST', '/api/phrase', { token: chaosheng, body: { text: '胎位不正，建议复查。' } })
    assert.equal(added.status, 201)
    assert.ok(!(await t.call<PhraseDto[]>('GET', '/api/phrase', { token: fangshe })).json.some((p) => p.text === '胎位不正，建议复查。'))
    const foreign = mine.json[0]!
    assert.equal((await t.call('PUT', '/api/phrase', { token: chaosheng, body: { id: foreign.id, text: '改' } })).status, 404)
    assert.equal((await t.call('DELETE', '/api/phrase', { token: chaosheng, body: [foreign.id] })).status, 404)
    assert.equal((await t.call('POST', '/api/phrase', { token: chaosheng, body: { text: ' ' } })).status, 400)
    const changed = await t.call<PhraseDto>('PUT', '/api/phrase', { token: chaosheng, body: { id: added.json.id, text: '胎位不正。' } })
    assert.equal(changed.json.text, '胎位不正。')
    assert.equal((await t.call('DELETE', '/api/phrase', { token: chaosheng, body: [added.json.id] })).status, 200)
    assert.equal((await t.call('GET', '/api/phrase', { token: dengji })).status, 403)
  })
})
