import assert from 'node:assert/strict'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { ImageStudyDto } from '../../src/core/contract/image'
import type { ReportViewDto } from '../../src/core/contract/report'
import type {
  ShareAccessDto, ShareLinkDto, ShareLinkIssued, ShareLinkProbe, ShareOpenAnswer, ShareRefusal, ShareStatsDto,
} from '../../src/core/contract/shareLink'
import type { Page } from '../../src/core/contract/api'
import { formatDateTime } from '../../demo/server/lib/time'
import { makeServer, type TestServer } from './helpers'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

describe('share links: cloud films and the registration desk\'s report links', () => {
  let t: TestServer
  let admin: string
  /** An MR exam with a signed report and a study. */
  let exam: { id: number; studyId: number }
  /** Another exam with a study. */
  let other: { id: number; studyId: number }
  const tokenOf = (issued: ShareLinkIssued) => issued.url.replace('/share/', '')
  const create = (body: Record<string, unknown>, token = admin) => t.call<ShareLinkIssued & { message: string }>('POST', '/api/shareLinks', { token, body })
  const open = (token: string, accessCode?: string, ip = '10.7.7.7') =>
    t.call<ShareOpenAnswer & ShareRefusal>('POST', `/api/share/${token}/open`, {
      ip, headers: { 'User-Agent': 'Mozilla/5.0 (iPhone) phone test' }, ...(accessCode === undefined ? {} : { body: { accessCode } }),
    })
  const share = (answer: ShareOpenAnswer) => `Share ${answer.shareToken}`

  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
    exam = t.db.prepare(`SELECT e.id, s.id AS studyId FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id JOIN pacs_study s ON s.exam_id = e.id
      WHERE e.modality = 'MR' AND r.state = 'final' ORDER BY e.id LIMIT 1`).get() as { id: number; studyId: number }
    other = t.db.prepare(`SELECT e.id, s.id AS studyId FROM ris_exam e JOIN pacs_study s ON s.exam_id = e.id
      WHERE e.modality = 'MR' AND e.id <> ? ORDER BY e.id LIMIT 1`).get(exam.id) as { id: number; studyId: number }
  })
  after(() => t.close())

  it('publishes a film without a code: a 256-bit token URL that opens anonymously for a share token, logged', async () => {
    const made = await create({ examineId: exam.id, kind: 'film', withImages: true, expiresIn: '7d', accessCode: false })
    assert.equal(made.status, 201, made.text)
    assert.match(made.json.url, /^\/share\/[A-Za-z0-9_-]{43}$/)
    assert.equal(made.json.accessCode, null)
    assert.equal(made.json.expiresAt, formatDateTime(t.clock.now + 7 * DAY))
    const probe = await t.call<ShareLinkProbe>('GET', `/api/share/${tokenOf(made.json)}`)
    assert.deepEqual(probe.json, { hospital: '康宁市妇幼保健院', hasCode: false, withImages: true, kind: 'film' })
    const opened = await open(tokenOf(made.json))
    assert.equal(opened.status, 200, opened.text)
    assert.equal(opened.json.examineId, exam.id)
    assert.equal(opened.json.withImages, true)
    assert.equal(opened.json.expiresAt, formatDateTime(t.clock.now + 2 * HOUR), 'a share token lives 2 h at most')
    assert.equal(opened.headers.get('cache-control'), 'no-store')
    const log = await t.call<ShareAccessDto[]>('GET', `/api/shareLinks/${made.json.id}/access`, { token: admin })
    assert.equal(log.json.length, 1)
    assert.deepEqual([log.json[0]?.outcome, log.json[0]?.ip, log.json[0]?.userAgent], ['ok', '10.7.7.7', 'Mozilla/5.0 (iPhone) phone test'])
    const row = t.db.prepare('SELECT view_count AS n, last_viewed_at AS at, code_hash AS code FROM ris_share_link WHERE id = ?').get(made.json.id) as
      { n: number; at: string; code: string | null }
    assert.deepEqual(row, { n: 1, at: formatDateTime(t.clock.now), code: null })
  })

  it('reads its exam\'s report and study with the share token, and gets 403 on any other exam, study or route', async () => {
    const made = await create({ examineId: exam.id, kind: 'film', withImages: true, expiresIn: '1d', accessCode: false })
    const token = share((await open(tokenOf(made.json))).json)
    const view = await t.call<ReportViewDto>('GET', `/api/reportInfo/view?examineId=${exam.id}`, { token })
    assert.equal(view.status, 200, view.text)
    assert.equal(view.json.exam.id, exam.id)
    assert.equal(view.json.report?.state, 'final')
    const study = await t.call<ImageStudyDto>('GET', `/api/pacs/retrieve/image/examineId/${exam.id}`, { token })
    assert.equal(study.status, 200)
    const byStudy = await t.call<ImageStudyDto>('GET', `/api/pacs/retrieve/image/studyId/${exam.studyId}`, { token })
    assert.equal(byStudy.status, 200)
    const instance = study.json.series[0]?.instances[0]
    assert.ok(instance)
    const file = await t.app.request(instance.url, { headers: { Authorization: token } })
    assert.equal(file.status, 200)
    assert.equal(file.headers.get('content-type'), 'application/dicom')

    const otherImage = (t.db.prepare('SELECT id FROM pacs_image WHERE study_id = ? LIMIT 1').get(other.studyId) as { id: number }).id
    for (const path of [`/api/reportInfo/view?examineId=${other.id}`, `/api/pacs/retrieve/image/examineId/${other.id}`,
      `/api/pacs/retrieve/image/studyId/${other.studyId}`, `/api/pacs/image/${otherImage}`, `/api/reportInfo/view?reportId=1`,
      `/api/reportInfoHistory/examineId/${exam.id}`, '/api/exams', '/api/users', `/api/shareLinks/${made.json.id}/access`]) {
      const res = await t.call<ShareRefusal>('GET', path, { token })
      assert.equal(res.status, 403, path)
    }
    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'AAB' : 'AAA'}`
    const refused = await t.call<ShareRefusal>('GET', `/api/reportInfo/view?examineId=${exam.id}`, { token: forged })
    assert.deepEqual([refused.status, refused.json.reason], [403, 'invalid'])
    assert.equal((await t.call('GET', `/api/reportInfo/view?examineId=${exam.id}`)).status, 401, 'no token at all is still a 401')
  })

  it('keeps a report link without images to the report and its key images', async () => {
    const keyed = t.db.prepare(`SELECT k.exam_id AS examId, k.image_id AS imageId, s.id AS studyId FROM ris_key_image k
      JOIN pacs_study s ON s.exam_id = k.exam_id ORDER BY k.exam_id LIMIT 1`).get() as { examId: number; imageId: number; studyId: number }
    const made = await create({ examineId: keyed.examId, kind: 'report', withImages: false, expiresIn: '7d', accessCode: false })
    const token = share((await open(tokenOf(made.json))).json)
    assert.equal((await t.call('GET', `/api/reportInfo/view?examineId=${keyed.examId}`, { token })).status, 200)
    assert.equal((await t.call('GET', `/api/pacs/retrieve/image/examineId/${keyed.examId}`, { token })).status, 403)
    const plain = t.db.prepare(`SELECT id FROM pacs_image WHERE study_id = ? AND id NOT IN (SELECT image_id FROM ris_key_image WHERE exam_id = ?) LIMIT 1`)
      .get(keyed.studyId, keyed.examId) as { id: number } | undefined
    assert.equal((await t.app.request(`/api/pacs/image/${keyed.imageId}`, { headers: { Authorization: token } })).status, 200, 'a key image of the report')
    if (plain) assert.equal((await t.call('GET', `/api/pacs/image/${plain.id}`, { token })).status, 403, 'not the rest of the study')
    const foreign = t.db.prepare('SELECT id FROM pacs_image WHERE study_id <> ? LIMIT 1').pluck().get(keyed.studyId) as number
    assert.equal((await t.call('GET', `/api/pacs/image/${foreign}`, { token })).status, 403, 'nor another study')
  })

  it('reads the endoscopy captures of its exam: all of them with images, the report\'s alone without, never another exam\'s', async () => {
    // Two captures of an endoscopy exam with a signed report (files of their own under the data folder: the seeded ones
    // point into the generated archive), one shown in the report and one left out, and a capture of another exam.
    const [examId, otherId] = t.db.prepare(`SELECT e.id FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id
      WHERE e.modality = 'ES' AND r.state IN ('final', 'corrected') ORDER BY e.id LIMIT 2`).pluck().all() as [number, number]
    mkdirSync(join(t.dataDir, 'endoscopy'), { recursive: true })
    const capture = (exam: number, name: string, inReportFlag: number): number => {
      writeFileSync(join(t.dataDir, 'endoscopy', name), Buffer.from(`png ${name}`))
      return Number(t.db.prepare(`INSERT INTO ris_es_capture (exam_id, file, mime, width, height, size, site, sort, in_report, captured_by,
        captured_at, version) VALUES (?, ?, 'image/png', 4, 3, 8, NULL, 90, ?, '赵伟', '2025-01-01 08:00:00', 1)`).run(exam, name, inReportFlag).lastInsertRowid)
    }
    const inReport = capture(examId, 'share-in.png', 1)
    const notInReport = capture(examId, 'share-out.png', 0)
    const foreign = capture(otherId, 'share-other.png', 1)
    const file = (id: number, token: string) => t.app.request(`/api/endoscopy/captures/file/${id}`, { headers: { Authorization: token } })
    const film = await create({ examineId: examId, kind: 'film', withImages: true, expiresIn: '1d', accessCode: false })
    assert.equal(film.status, 201, film.text)
    const withImages = share((await open(tokenOf(film.json))).json)
    const answer = await file(notInReport, withImages)
    assert.equal(answer.status, 200)
    assert.match(answer.headers.get('content-type') ?? '', /^image\/(jpeg|png)/)
    assert.equal((await file(inReport, withImages)).status, 200)
    assert.equal((await file(foreign, withImages)).status, 403, 'another exam\'s capture')
    const report = await create({ examineId: examId, kind: 'report', withImages: false, expiresIn: '1d', accessCode: false })
    const reportOnly = share((await open(tokenOf(report.json))).json)
    assert.equal((await file(inReport, reportOnly)).status, 200, 'a capture shown in the report')
    assert.equal((await file(notInReport, reportOnly)).status, 403, 'not the captures left out of the report')
    assert.equal((await file(inReport, 'Share 1.1.forged')).status, 403, 'a forged token')
    assert.equal((await t.app.request(`/api/endoscopy/captures/file/${inReport}`)).status, 401, 'no token: the staff login')
    await t.call('PUT', `/api/shareLinks/${film.json.id}/revoke`, { token: admin })
    assert.equal((await file(notInReport, withImages)).status, 403, 'revoked: stops at once')
  })

  it('asks the access code: 401 when missing or wrong, 429 after five wrong codes in 15 minutes, every attempt logged', async () => {
    const made = await create({ examineId: exam.id, kind: 'film', withImages: true, expiresIn: '30d', accessCode: true })
    assert.equal(made.status, 201)
    const code = made.json.accessCode as string
    assert.match(code, /^\d{6}$/)
    assert.match(t.db.prepare('SELECT code_hash AS h FROM ris_share_link WHERE id = ?').pluck().get(made.json.id) as string, /^scrypt\$/)
    const token = tokenOf(made.json)
    assert.equal((await t.call<ShareLinkProbe>('GET', `/api/share/${token}`)).json.hasCode, true)
    const missing = await open(token)
    assert.deepEqual([missing.status, missing.json.reason], [401, 'code'])
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) {
      const res = await open(token, wrong)
      assert.deepEqual([res.status, res.json.reason], [401, 'code'], `wrong code ${i + 1}`)
      t.clock.now += 1000
    }
    const throttled = await open(token, code)
    assert.deepEqual([throttled.status, throttled.json.reason], [429, 'throttled'], 'even the right code waits')
    assert.equal(throttled.headers.get('retry-after'), String(15 * 60))
    const english = await t.call<ShareRefusal>('POST', `/api/share/${token}/open`, { body: { accessCode: code }, headers: { 'Accept-Language': 'en' } })
    assert.equal(english.json.message, 'Too many wrong access codes; try again in 15 min')
    t.clock.now += 15 * 60 * 1000
    const opened = await open(token, code)
    assert.equal(opened.status, 200, opened.text)
    const log = (await t.call<ShareAccessDto[]>('GET', `/api/shareLinks/${made.json.id}/access`, { token: admin })).json
    assert.deepEqual(log.map((r) => r.outcome), ['ok', 'throttled', 'throttled', 'wrong-code', 'wrong-code', 'wrong-code', 'wrong-code', 'wrong-code'])
  })

  it('resets the code (the old one refused, the new one answered once) and refuses changes of revoked links', async () => {
    const made = await create({ examineId: exam.id, kind: 'film', withImages: false, expiresIn: '1d', accessCode: true })
    const token = tokenOf(made.json)
    const old = made.json.accessCode as string
    const reset = await t.call<ShareLinkIssued>('PUT', `/api/shareLinks/${made.json.id}/resetCode`, { token: admin })
    assert.equal(reset.status, 200, reset.text)
    const code = reset.json.accessCode as string
    assert.match(code, /^\d{6}$/)
    if (code !== old) assert.equal((await open(token, old)).status, 401, 'the old code no longer opens it')
    assert.equal((await open(token, code)).status, 200)
    const list = await t.call<Page<ShareLinkDto>>('GET', `/api/shareLinks?examineId=${exam.id}&size=100`, { token: admin })
    const dto = list.json.content.find((l) => l.id === made.json.id)
    assert.ok(dto)
    assert.equal(JSON.stringify(dto).includes(code), false, 'the code is never listed')
    assert.equal(dto.hasCode, true)
  })

  it('revokes at once: the link and the share tokens it handed out stop working', async () => {
    const made = await create({ examineId: exam.id, kind: 'film', withImages: true, expiresIn: '7d', accessCode: false })
    const token = share((await open(tokenOf(made.json))).json)
    assert.equal((await t.call('PUT', `/api/shareLinks/${made.json.id}/revoke`, { token: await t.login('chaosheng') })).status, 403, 'cloudFilm:edit only')
    const revoked = await t.call<ShareLinkDto>('PUT', `/api/shareLinks/${made.json.id}/revoke`, { token: admin })
    assert.equal(revoked.status, 200)
    assert.deepEqual([revoked.json.state, revoked.json.revokedBy], ['revoked', '管理员'])
    const again = await open(tokenOf(made.json))
    assert.deepEqual([again.status, again.json.reason], [403, 'revoked'])
    assert.deepEqual([(await t.call<ShareRefusal>('GET', `/api/share/${tokenOf(made.json)}`)).json.reason], ['revoked'])
    const used = await t.call<ShareRefusal>('GET', `/api/reportInfo/view?examineId=${exam.id}`, { token })
    assert.deepEqual([used.status, used.json.reason], [403, 'revoked'])
    assert.equal((await t.call('PUT', `/api/shareLinks/${made.json.id}/revoke`, { token: admin })).status, 409)
    assert.equal((await t.call('PUT', `/api/shareLinks/${made.json.id}/extend`, { token: admin, body: { expiresIn: '1d' } })).status, 409)
    assert.equal((await t.call('PUT', `/api/shareLinks/${made.json.id}/resetCode`, { token: admin })).status, 409)
    const log = (await t.call<ShareAccessDto[]>('GET', `/api/shareLinks/${made.json.id}/access`, { token: admin })).json
    assert.deepEqual(log.map((r) => r.outcome), ['revoked', 'ok'])
  })

  it('expires: the link says so, share tokens stop at the link\'s end; extend opens it again from now', async () => {
    const made = await create({ examineId: exam.id, kind: 'film', withImages: true, expiresIn: '1h', accessCode: false })
    const start = t.clock.now
    t.clock.now += 30 * 60 * 1000
    const opened = await open(tokenOf(made.json))
    assert.equal(opened.json.expiresAt, formatDateTime(start + HOUR), 'never beyond the link\'s expiry')
    t.clock.now = start + HOUR
    const late = await open(tokenOf(made.json))
    assert.deepEqual([late.status, late.json.reason, late.json.message], [403, 'expired', '链接已过期，请重新获取'])
    const used = await t.call<ShareRefusal>('GET', `/api/reportInfo/view?examineId=${exam.id}`, { token: share(opened.json) })
    assert.deepEqual([used.status, used.json.reason], [403, 'expired'])
    const list = await t.call<Page<ShareLinkDto>>('GET', `/api/shareLinks?examineId=${exam.id}&state=expired&size=100`, { token: admin })
    assert.ok(list.json.content.some((l) => l.id === made.json.id))
    const extended = await t.call<ShareLinkIssued>('PUT', `/api/shareLinks/${made.json.id}/extend`, { token: admin, body: { expiresIn: '7d' } })
    assert.equal(extended.status, 200, extended.text)
    assert.equal(extended.json.expiresAt, formatDateTime(t.clock.now + 7 * DAY))
    assert.equal(extended.json.accessCode, null)
    assert.equal((await open(tokenOf(made.json))).status, 200)
    assert.equal((await t.call('PUT', `/api/shareLinks/${made.json.id}/extend`, { token: admin, body: { expiresIn: '2d' } })).status, 400)
  })

  it('refuses unknown tokens, bad bodies, films by the desk, exams outside the data scope and images of exams without a study', async () => {
    for (const token of ['nope', 'A'.repeat(43), 'x'.repeat(100)]) {
      const res = await open(token)
      assert.deepEqual([res.status, res.json.reason], [403, 'invalid'], token)
    }
    assert.equal((await create({ examineId: exam.id, kind: 'film', withImages: true, expiresIn: '2h', accessCode: false })).status, 400)
    assert.equal((await create({ examineId: exam.id, kind: 'x', withImages: true, expiresIn: '1h', accessCode: false })).status, 400)
    assert.equal((await create({ examineId: 999999, kind: 'film', withImages: false, expiresIn: '1h', accessCode: false })).status, 404)
    const pathology = (t.db.prepare("SELECT id FROM ris_exam WHERE modality = 'PIS' LIMIT 1").get() as { id: number }).id
    assert.equal((await create({ examineId: pathology, kind: 'film', withImages: true, expiresIn: '1h', accessCode: false })).status, 400)
    const desk = await t.login('dengji')
    const film = await create({ examineId: exam.id, kind: 'film', withImages: true, expiresIn: '1h', accessCode: false }, desk)
    assert.equal(film.status, 403)
    assert.equal(film.json.message, '您只能创建报告链接，发布云胶片需要云胶片权限')
    assert.equal((await create({ examineId: exam.id, kind: 'report', withImages: false, expiresIn: '7d', accessCode: false }, desk)).status, 201)
    assert.equal((await create({ examineId: exam.id, kind: 'report', withImages: false, expiresIn: '7d', accessCode: false }, await t.login('chaosheng'))).status, 403)
    assert.equal((await t.call('GET', '/api/shareLinks', { token: desk })).status, 403, 'the list is cloudFilm:list')
    // A desk limited to one department's data scope links its own exams only (404 for the rest, as unknown).
    const ultrasound = (t.db.prepare("SELECT id FROM ris_exam WHERE modality = 'US' LIMIT 1").get() as { id: number }).id
    const ct = (t.db.prepare("SELECT id FROM ris_exam WHERE modality = 'CT' LIMIT 1").get() as { id: number }).id
    t.db.prepare("UPDATE sys_role SET data_scope = '本级' WHERE name = '登记员'").run()
    t.db.prepare("UPDATE sys_user SET dept_id = 3 WHERE username = 'dengji'").run()
    try {
      assert.equal((await create({ examineId: ultrasound, kind: 'report', withImages: false, expiresIn: '7d', accessCode: false }, desk)).status, 404)
      assert.equal((await create({ examineId: ct, kind: 'report', withImages: false, expiresIn: '7d', accessCode: false }, desk)).status, 201)
    } finally {
      t.db.prepare("UPDATE sys_role SET data_scope = '全部' WHERE name = '登记员'").run()
      t.db.prepare("UPDATE sys_user SET dept_id = 12 WHERE username = 'dengji'").run()
    }
  })

  it('lets a holder of the cloud-film permissions alone find the exam to publish, in his data scope', async () => {
    const grants = t.db.prepare(`SELECT id FROM sys_menu WHERE permission IN ('cloudFilm:list', 'cloudFilm:edit')`).all() as { id: number }[]
    assert.equal(grants.length >= 2, true)
    const role = (t.db.prepare(`SELECT id FROM sys_role WHERE name = '普通用户'`).get() as { id: number }).id
    const tester = await t.login('test')
    assert.equal((await t.call('GET', '/api/exams?size=5', { token: tester })).status, 403, 'not before the grant')
    for (const g of grants) t.db.prepare('INSERT OR IGNORE INTO sys_roles_menus (role_id, menu_id) VALUES (?, ?)').run(role, g.id)
    try {
      const relogged = await t.login('test')
      const list = await t.call<Page<{ id: number }>>('GET', '/api/exams?size=5', { token: relogged })
      assert.equal(list.status, 200, list.text)
      // 普通用户 sees his own department (本级): whatever it lists, the count is that of the exams it performs.
      const deptId = (t.db.prepare(`SELECT dept_id AS id FROM sys_user WHERE username = 'test'`).get() as { id: number }).id
      assert.ok(list.json.totalElements <= (t.db.prepare('SELECT COUNT(*) AS n FROM ris_exam').get() as { n: number }).n)
      assert.ok(deptId > 0)
    } finally {
      for (const g of grants) t.db.prepare('DELETE FROM sys_roles_menus WHERE role_id = ? AND menu_id = ?').run(role, g.id)
    }
  })

  it('never shows a draft through a link', async () => {
    const draft = t.db.prepare("SELECT exam_id AS id FROM ris_report WHERE state = 'draft' LIMIT 1").get() as { id: number }
    const made = await create({ examineId: draft.id, kind: 'report', withImages: false, expiresIn: '7d', accessCode: false })
    const view = await t.call<ReportViewDto>('GET', `/api/reportInfo/view?examineId=${draft.id}`, { token: share((await open(tokenOf(made.json))).json) })
    assert.equal(view.status, 200)
    assert.equal(view.json.report, null)
  })

  it('lists the seeded links in every state, filtered, with their access logs', async () => {
    const all = await t.call<Page<ShareLinkDto>>('GET', '/api/shareLinks?size=1000', { token: admin })
    assert.equal(all.status, 200)
    const seeded = all.json.content.filter((l) => l.createdAt < formatDateTime(t.clock.now - 2 * DAY))
    assert.ok(seeded.length >= 25, String(seeded.length))
    for (const state of ['active', 'expired', 'revoked'] as const) {
      const res = await t.call<Page<ShareLinkDto>>('GET', `/api/shareLinks?state=${state}&size=1000`, { token: admin })
      assert.ok(res.json.totalElements > 0, state)
      assert.ok(res.json.content.every((l) => l.state === state), state)
    }
    const now = formatDateTime(t.clock.now)
    const sqlActive = t.db.prepare('SELECT COUNT(*) FROM ris_share_link WHERE revoked_at IS NULL AND expires_at > ?').pluck().get(now)
    assert.equal((await t.call<Page<ShareLinkDto>>('GET', '/api/shareLinks?state=active', { token: admin })).json.totalElements, sqlActive)
    const one = seeded.find((l) => l.viewCount > 0) as ShareLinkDto
    const byExam = await t.call<Page<ShareLinkDto>>('GET', `/api/shareLinks?blurry=${encodeURIComponent(one.examNo)}`, { token: admin })
    assert.ok(byExam.json.content.every((l) => l.examNo.includes(one.examNo)))
    const log = await t.call<ShareAccessDto[]>('GET', `/api/shareLinks/${one.id}/access`, { token: admin })
    assert.equal(log.json.filter((r) => r.outcome === 'ok').length, one.viewCount)
    assert.equal((await t.call<Page<ShareLinkDto>>('GET', '/api/shareLinks?kind=report&size=1000', { token: admin })).json.content.every((l) => l.kind === 'report'), true)
  })

  it('counts issued, viewed and views by day and modality exactly as SQL over the stored rows', async () => {
    const to = formatDateTime(t.clock.now).slice(0, 10)
    const from = formatDateTime(t.clock.now - 30 * DAY).slice(0, 10)
    const stats = await t.call<ShareStatsDto>('GET', `/api/shareLinks/statistics?from=${from}&to=${to}`, { token: admin })
    assert.equal(stats.status, 200, stats.text)
    const range = [`${from} 00:00:00`, `${to} 23:59:59`]
    const issued = t.db.prepare('SELECT COUNT(*) FROM ris_share_link WHERE created_at BETWEEN ? AND ?').pluck().get(...range) as number
    const viewed = t.db.prepare(`SELECT COUNT(*) FROM ris_share_link l WHERE created_at BETWEEN ? AND ?
      AND EXISTS (SELECT 1 FROM ris_share_access a WHERE a.link_id = l.id AND a.outcome = 'ok')`).pluck().get(...range) as number
    const views = t.db.prepare("SELECT COUNT(*) FROM ris_share_access WHERE outcome = 'ok' AND time BETWEEN ? AND ?").pluck().get(...range) as number
    assert.ok(issued >= 30)
    assert.deepEqual([stats.json.issued, stats.json.viewed, stats.json.views], [issued, viewed, views])
    assert.equal(stats.json.viewedRate, viewed / issued)
    assert.equal(stats.json.byDay.length, 31)
    assert.equal(stats.json.byDay.reduce((n, d) => n + d.issued, 0), issued)
    const mr = t.db.prepare(`SELECT COUNT(*) FROM ris_share_link l JOIN ris_exam e ON e.id = l.exam_id
      WHERE e.modality = 'MR' AND l.created_at BETWEEN ? AND ?`).pluck().get(...range) as number
    assert.equal(stats.json.byModality.find((m) => m.key === 'MR')?.issued, mr)
    const day = stats.json.byDay.find((d) => d.views > 0) as { key: string; views: number }
    assert.equal(day.views, t.db.prepare("SELECT COUNT(*) FROM ris_share_access WHERE outcome = 'ok' AND substr(time, 1, 10) = ?").pluck().get(day.key))
    const films = await t.call<ShareStatsDto>('GET', `/api/shareLinks/statistics?from=${from}&to=${to}&kind=film`, { token: admin })
    assert.equal(films.json.issued, t.db.prepare("SELECT COUNT(*) FROM ris_share_link WHERE kind = 'film' AND created_at BETWEEN ? AND ?").pluck().get(...range))
    assert.equal((await t.call('GET', `/api/shareLinks/statistics?from=${to}&to=${from}`, { token: admin })).status, 400)
    assert.equal((await t.call('GET', '/api/shareLinks/statistics?from=2024-01-01&to=2025-06-01', { token: admin })).status, 400)
    const empty = await t.call<ShareStatsDto>('GET', '/api/shareLinks/statistics?from=2020-01-01&to=2020-01-02', { token: admin })
    assert.deepEqual([empty.json.issued, empty.json.viewedRate], [0, null])
  })
})
