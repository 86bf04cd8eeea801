// The staff views of the cloud-film area against the contract server, as admin (the only seeded role with cloudFilm:*):
// publishing a film by keyboard (link, QR read back by zbarimg, the code once), revoking with the confirmation, the
// access log of a seeded link, and the statistics view's totals — each dialog giving the focus back.
import { expect, fixture, html } from '@open-wc/testing'
import { executeServerCommand, sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-cloud-film'
import type { ExamDto, Page, ShareAccessDto, ShareLinkDto, ShareLinkIssued, ShareLinkProbe, ShareStatsDto } from '../../../src/core/contract'
import { http } from '../../../src/core/http/http'
import { setLocale } from '../../../src/core/i18n'
import { expectAccessible } from '../support/axe'
import { deepActive, deepText, find, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

async function mount(view: string): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = await fixture<HTMLElement>(html`<clinic-cloud-film view=${view} locale="en"></clinic-cloud-film>`)
  await until(() => el.shadowRoot?.querySelector('h1'), 'the view\'s heading')
  return { el, root: el.shadowRoot! }
}

/** Presses Enter on a control the way a keyboard user reaches it: focused, then the key. */
async function press(control: HTMLElement, key = 'Enter'): Promise<void> {
  control.focus()
  await sendKeys({ press: key })
}

const buttonLabelled = (root: ParentNode, label: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)
const buttonWith = (root: ParentNode, text: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === text)

/** What zbarimg reads in the drawn QR code (rasterised at 3× through a canvas). */
async function readQr(svg: SVGSVGElement): Promise<string> {
  const xml = new XMLSerializer().serializeToString(svg)
  const image = new Image()
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`
  await image.decode()
  const side = svg.width.baseVal.value * 3
  const canvas = document.createElement('canvas')
  canvas.width = side
  canvas.height = side
  const context = canvas.getContext('2d')!
  context.fillStyle = '#fff'
  context.fillRect(0, 0, side, side)
  context.imageSmoothingEnabled = false
  context.drawImage(image, 0, 0, side, side)
  return (await executeServerCommand<string, { png: string }>('decode-qr', { png: canvas.toDataURL('image/png') })) ?? ''
}

describe('<clinic-cloud-film view="cloudFilm/handle">', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('admin')
  })
  afterEach(async () => {
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('publishes a film by keyboard: the link, its QR code and the code once; then revokes it after the confirmation', async () => {
    // A CT exam: the share page's tests (another file, the same server) publish MR exams meanwhile.
    const exams = await http.get<Page<ExamDto>>('api/exams', { reading: 'audited', modality: 'CT', page: 0, size: 20 })
    const exam = exams.content.filter((e) => e.studyId)[0]!
    const { el, root } = await mount('cloudFilm/handle')
    await waitForText(root, 'Cloud films')
    await until(() => root.querySelector('[role="gridcell"]'), 'the links listed')
    await expectAccessible(el)

    const publishButton = buttonWith(root, 'Publish a cloud film')!
    await press(publishButton)
    const dialog = await find(root, '[role="dialog"]')
    const search = await find<HTMLInputElement>(dialog, 'form[role="search"] input')
    await until(() => deepActive() === search, 'the focus in the search field')
    await sendKeys({ type: exam.examNo })
    await sendKeys({ press: 'Enter' })
    const radio = await find<HTMLInputElement>(dialog, `input[type="radio"][value="${exam.id}"]`)
    await until(() => radio.checked, 'the only exam found chosen')
    expect(deepText(dialog)).to.include(exam.patientName)
    const codeBox = await find<HTMLInputElement>(dialog, 'input[type="checkbox"]')
    expect(codeBox.checked, 'an access code by default').to.equal(true)
    await press(buttonWith(dialog, 'Publish')!)

    const code = await find(dialog, '[data-access-code]')
    const accessCode = code.getAttribute('data-access-code') ?? ''
    expect(accessCode).to.match(/^\d{6}$/)
    const url = [...dialog.querySelectorAll<HTMLInputElement>('input')].find((i) => i.readOnly)!.value
    expect(url.startsWith(`${window.location.origin}/share/`), url).to.equal(true)
    const qr = dialog.querySelector<SVGSVGElement>('svg[data-qr]')!
    expect(qr.getAttribute('aria-label')).to.equal(`QR code of the cloud film link of ${exam.examNo}`)
    expect(await readQr(qr), 'zbarimg reads the link').to.equal(url)
    expect(deepText(dialog)).to.include('The access code is shown only now')
    const probe = await http.get<ShareLinkProbe>(`api/share/${url.split('/share/')[1]}`, undefined, { auth: 'none' })
    expect([probe.kind, probe.hasCode, probe.withImages]).to.deep.equal(['film', true, true])
    await expectAccessible(el)
    await sendKeys({ press: 'Escape' })
    await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closed')
    await until(() => deepActive() === publishButton, 'the focus back on the publish button')

    // The new link heads the list (newest first); revoke it with the keyboard and the confirmation.
    const links = await http.get<Page<ShareLinkDto>>('api/shareLinks', { examineId: exam.id, page: 0, size: 1 })
    const link = links.content[0]!
    expect(link.state).to.equal('active')
    const name = `${exam.patientName} ${exam.examNo}`
    await until(() => buttonLabelled(root, `Revoke the link of ${name}`), 'the new link listed')
    const revoke = buttonLabelled(root, `Revoke the link of ${name}`)!
    await press(revoke)
    const question = await find(root, '[role="alertdialog"]')
    expect(deepText(question)).to.include(`Revoke the link of ${name}?`)
    await expectAccessible(el)
    await press(buttonWith(question, 'Revoke')!)
    await waitForText(root, 'The link was revoked.')
    const after = await http.get<Page<ShareLinkDto>>('api/shareLinks', { examineId: exam.id, page: 0, size: 1 })
    expect(after.content[0]!.state).to.equal('revoked')
    await until(() => revoke.closest('[role="row"]')?.textContent?.includes('Revoked'), 'the list shows it revoked')
    await until(() => deepActive()?.getAttribute('aria-label') === `Revoke the link of ${name}`, 'the focus back on the revoke button')
    expect(revoke.getAttribute('aria-disabled'), 'a revoked link cannot be revoked again').to.equal('true')
  })

  it('extends a link from its row, the focus coming back to the button', async () => {
    const { root } = await mount('cloudFilm/handle')
    const links = await http.get<Page<ShareLinkDto>>('api/shareLinks', { state: 'active', page: 0, size: 1 })
    const link = links.content[0]!
    const name = `${link.patientName} ${link.examNo}`
    await until(() => root.querySelector(`button[aria-label="Extend the link of ${name}"]:not([aria-disabled="true"])`), 'the link listed')
    const extend = root.querySelector<HTMLButtonElement>(`button[aria-label="Extend the link of ${name}"]:not([aria-disabled="true"])`)!
    await press(extend)
    const dialog = await find(root, '[role="dialog"]')
    const select = await find<HTMLSelectElement>(dialog, 'select')
    select.focus()
    await sendKeys({ press: 'End' })
    await until(() => select.value === '30d', 'the longest period chosen')
    await press(buttonWith(dialog, 'Extend')!)
    await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closed')
    await waitForText(root, 'The link now expires on')
    await until(() => deepActive() === extend || deepActive()?.getAttribute('aria-label') === `Extend the link of ${name}`, 'the focus back on the extend button')
  })

  it('resets a link\'s access code from its row: the new code shown once opens the link, the focus coming back', async () => {
    // A link of its own, with a code, of an exam no other test publishes: wrong codes elsewhere throttle their links.
    const exams = await http.get<Page<ExamDto>>('api/exams', { reading: 'audited', modality: 'CT', page: 0, size: 20 })
    const withStudy = exams.content.filter((e) => e.studyId)
    expect(withStudy.length, 'two CT exams with images: one for the publishing test, one here').to.be.greaterThan(1)
    const exam = withStudy.at(-1)!
    const issued = await http.post<ShareLinkIssued>('api/shareLinks', { examineId: exam.id, kind: 'film', withImages: false, expiresIn: '1d', accessCode: true })
    const link = { url: issued.url }
    const { root } = await mount('cloudFilm/handle')
    const name = `${exam.patientName} ${exam.examNo}`
    const label = `Reset the access code of ${name}`
    await until(() => root.querySelector(`button[aria-label="${label}"]:not([aria-disabled="true"])`), 'the link listed')
    const reset = root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]:not([aria-disabled="true"])`)!
    await press(reset)
    const dialog = await find(root, '[role="dialog"]')
    await press(buttonWith(dialog, 'Reset the code')!)
    await until(() => dialog.querySelector('[data-access-code], [role="alert"]'), 'the new code or an error')
    expect(deepText(dialog.querySelector('[role="alert"]') ?? document.createElement('p')), 'no error').to.equal('')
    const code = dialog.querySelector<HTMLElement>('[data-access-code]')!.dataset.accessCode!
    expect(code).to.match(/^\d{6}$/)
    await expectAccessible(dialog)
    // The patient's side: the new code opens the link, another one does not.
    const token = link.url.split('/').pop()!
    const open = (accessCode: string) => fetch(`/api/share/${token}/open`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ accessCode }),
    })
    expect((await open(code)).status).to.equal(200)
    expect((await open(code === '000000' ? '111111' : '000000')).status).to.equal(401)
    await press(buttonWith(dialog, 'Close')!)
    await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closed')
    await until(() => deepActive()?.getAttribute('aria-label') === label, 'the focus back on the reset button')
  })

  it('shows the seeded access log of the chosen link beside the list', async () => {
    const all = await http.get<Page<ShareLinkDto>>('api/shareLinks', { page: 0, size: 100 })
    const link = all.content.find((l) => l.viewCount > 0)!
    const entries = await http.get<ShareAccessDto[]>(`api/shareLinks/${link.id}/access`)
    expect(entries.length).to.be.greaterThan(0)
    const { el, root } = await mount('cloudFilm/handle')
    await waitForText(root, 'Choose a link (click it, or press Enter on it) to see who opened it.')
    // Narrow the list to the link's exam, then make its row current with Enter.
    const blurry = await find<HTMLInputElement>(root, '[data-filter="blurry"] input')
    blurry.focus()
    await sendKeys({ type: link.examNo })
    await sendKeys({ press: 'Enter' })
    const rowOf = () => [...root.querySelectorAll('[role="row"]')].find((row) => row.querySelector('[role="gridcell"]') && row.textContent?.includes(link.examNo)
      && row.textContent.includes(link.expiresAt.slice(0, 16)))
    await until(() => rowOf() && [...root.querySelectorAll('[role="row"]')].every((row) => !row.querySelector('[role="gridcell"]') || row.textContent?.includes(link.examNo)), 'the list narrowed')
    const cell = rowOf()!.querySelector<HTMLElement>('[role="gridcell"][data-cell]')!
    await press(cell)
    const panel = await find(root, `section[aria-label="Access log of ${link.patientName} ${link.examNo}"]`)
    await until(() => panel.querySelectorAll('tbody tr').length === entries.length, `the ${entries.length} entries listed`)
    const first = panel.querySelector('tbody tr')!.textContent ?? ''
    expect(first).to.include(entries[0]!.time)
    expect(first).to.include(entries[0]!.ip)
    const outcomes = [...panel.querySelectorAll('tbody tr td:nth-child(2)')].map((td) => td.textContent)
    const words: Record<string, string> = { ok: 'Opened', 'wrong-code': 'Wrong code', expired: 'After expiry', revoked: 'After revocation', throttled: 'Locked (too many wrong codes)' }
    expect(outcomes).to.deep.equal(entries.map((e) => words[e.outcome]))
    await expectAccessible(el)
  })
})

describe('<clinic-cloud-film view="cloudFilm/staticStatistics">', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('admin')
  })
  afterEach(async () => {
    resetAll()
    await setLocale('zh-CN', false)
  })

  const totalsOf = (table: Element) => [...table.querySelectorAll('tfoot td')].map((td) => td.textContent)
  const rate = (viewed: number, issued: number) => (issued === 0 ? '—' : `${((viewed / issued) * 100).toFixed(1)}%`)

  it('counts the last 30 days by modality and by day with totals equal to the API\'s, and takes a quick range by keyboard', async () => {
    // Other test files (the share page's, the desk's report links) make and open links on the same server meanwhile:
    // the view is compared with the API's answers just before and just after it loaded, when those two agree.
    const last30 = async () => {
      const probe = await mount('cloudFilm/staticStatistics')
      const table = await find(probe.root, 'table[data-stats="modality"]')
      const from = probe.root.querySelector<HTMLInputElement>('input[type="date"]')!.value
      const to = probe.root.querySelectorAll<HTMLInputElement>('input[type="date"]')[1]!.value
      return { ...probe, table, from, to }
    }
    const totalsOfStats = (dto: ShareStatsDto) => [String(dto.issued), String(dto.viewed), String(dto.views), rate(dto.viewed, dto.issued)]
    let shown = await last30()
    let stats = await http.get<ShareStatsDto>('api/shareLinks/statistics', { from: shown.from, to: shown.to })
    for (let attempt = 0; attempt < 5; attempt++) {
      shown.el.remove()
      const before = await http.get<ShareStatsDto>('api/shareLinks/statistics', { from: shown.from, to: shown.to })
      shown = await last30()
      await until(() => shown.table.querySelector('tfoot td'), 'the totals shown')
      stats = await http.get<ShareStatsDto>('api/shareLinks/statistics', { from: shown.from, to: shown.to })
      if (JSON.stringify(before) === JSON.stringify(stats)) break
    }
    const { el, root } = shown
    const byModality = shown.table
    const byDay = await find(root, 'table[data-stats="day"]')
    await until(() => totalsOf(byModality).join() === totalsOfStats(stats).join(), 'the modality totals equal to the API\'s')
    expect(stats.issued, 'the seeded links are in the last 30 days').to.be.greaterThan(0)
    const totals = totalsOfStats(stats)
    expect(totalsOf(byDay)).to.deep.equal(totals)
    expect(byDay.querySelectorAll('tbody tr').length).to.equal(stats.byDay.length)
    const modalityRows = [...byModality.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent))
    expect(modalityRows).to.deep.equal(stats.byModality.map((r) => [r.key, String(r.issued), String(r.viewed), String(r.views), rate(r.viewed, r.issued)]))
    expect(byModality.querySelector('caption')?.textContent).to.equal('By modality')
    await expectAccessible(el)

    // Today by the quick ranges' menu, from the keyboard.
    await press(root.querySelector<HTMLButtonElement>('button[aria-label="Date shortcuts"]')!)
    const today = await find<HTMLElement>(root, '[role="menuitem"]')
    await until(() => deepActive()?.getAttribute('role') === 'menuitem', 'the focus in the menu')
    expect(today.textContent).to.equal('Today')
    await sendKeys({ press: 'Enter' })
    const day = new Date()
    const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
    // Asked once the view has its answer: the same GET from here would cancel the view's own (duplicate requests abort).
    await until(() => root.querySelector('table[data-stats="day"] tbody tr th')?.textContent === iso && !deepText(root).includes('Counting'), 'today counted')
    const todays = await http.get<ShareStatsDto>('api/shareLinks/statistics', { from: iso, to: iso })
    expect(root.querySelectorAll('table[data-stats="day"] tbody tr').length, 'one day').to.equal(1)
    expect(totalsOf(root.querySelector('table[data-stats="day"]')!)).to.deep.equal([String(todays.issued), String(todays.viewed), String(todays.views), rate(todays.viewed, todays.issued)])
  })

  it('says when the first day is after the last, and asks nothing', async () => {
    const { root } = await mount('cloudFilm/staticStatistics')
    await find(root, 'table[data-stats="day"]')
    const [fromInput] = root.querySelectorAll<HTMLInputElement>('input[type="date"]')
    fromInput!.focus()
    // A date input takes its parts as typed digits: a year far ahead.
    await sendKeys({ type: '01012099' })
    await sendKeys({ press: 'Enter' })
    await waitForText(root, 'The first day is after the last one.')
  })
})
