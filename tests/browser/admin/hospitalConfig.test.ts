// The hospital configuration and QR code views of <clinic-admin> against the contract server: editing the name and
// the report QR switch by keyboard shows at once in an open <clinic-report-viewer> (no page reload), whose QR code
// zbarimg reads; checks on the form's fields (the form's own and the server's); the live next exam number; a stale
// save answered with the conflict notice; and the QR code view's codes read back by zbarimg, in the chosen size.
// Every test puts the configuration back as it found it (other test files read the letterhead meanwhile).
import { expect, fixture, html } from '@open-wc/testing'
import { executeServerCommand, sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-admin'
import '../../../elements/clinic-report-viewer'
import type { ExamDto, HospitalConfigBody, HospitalConfigDto, Page } from '../../../src/core/contract'
import { $hospitalIdentity } from '../../../src/core/hospital/hospitalIdentity'
import { http } from '../../../src/core/http/http'
import { pngBlob } from '../../../src/areas/admin/views/mnt/qrcode/qrImage'
import { expectAccessible } from '../support/axe'
import { deepActive, deepText, find, until, waitForText } from '../support/dom'
import { adminSession, mountView } from './support'

/** The body that saves `config` back, from the version now stored. */
async function bodyOf(config: HospitalConfigDto): Promise<HospitalConfigBody> {
  const { version } = await http.get<HospitalConfigDto>('api/hospitalConfig')
  const { logo: _logo, updateBy: _by, updateTime: _time, modalities, ...rest } = config
  return { ...rest, version, modalities: modalities.map(({ name: _name, ...rules }) => rules) }
}

/** What zbarimg reads in a PNG blob. */
async function readPng(blob: Blob): Promise<string> {
  const png = await new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsDataURL(blob)
  })
  return (await executeServerCommand<string, { png: string }>('decode-qr', { png })) ?? ''
}

/** What zbarimg reads in a drawn QR code, rasterised at 3×. */
const readQr = async (svg: SVGSVGElement): Promise<string> => readPng(await pngBlob(svg, svg.width.baseVal.value * 3))

/** The input of a labelled Fluent field, once rendered. */
function fieldLabelled(root: ShadowRoot, label: string): HTMLInputElement | null {
  const element = [...root.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*$/, '').trim() === label)
  return element ? (root.getElementById(element.htmlFor) as HTMLInputElement | null) : null
}

/** The input of a labelled Fluent field that is on screen. */
function inputLabelled(root: ShadowRoot, label: string): HTMLInputElement {
  const input = fieldLabelled(root, label)
  if (!input) throw new Error(`no field labelled ${label}`)
  return input
}

/** Replaces a field's text the way a keyboard user does: focus, select all, type. */
async function retype(input: HTMLInputElement, text: string): Promise<void> {
  input.focus()
  input.select()
  await sendKeys({ press: 'Backspace' })
  if (text) await sendKeys({ type: text })
}

const buttonWith = (root: ParentNode, text: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === text)

describe('<clinic-admin view="mnt/hospitalConfig"> and view="mnt/qrcode"', () => {
  let original: HospitalConfigDto
  adminSession(async () => {
    if (original) await http.put('api/hospitalConfig', await bodyOf(original))
  })
  beforeEach(async () => {
    original = await http.get<HospitalConfigDto>('api/hospitalConfig')
  })

  it('edits the name and the report QR code by keyboard; an open report shows both without reloading the page', async () => {
    const exams = await http.get<Page<ExamDto>>('api/exams', { reading: 'audited', modality: 'US', page: 0, size: 1 })
    const exam = exams.content[0]!
    const viewer = await fixture<HTMLElement>(html`<div>
      <clinic-report-viewer examine-id=${String(exam.id)} locale="en"></clinic-report-viewer>
    </div>`)
    const report = viewer.querySelector('clinic-report-viewer')!.shadowRoot!
    const letterheadName = () => report.querySelector('[data-letterhead="name"]')?.textContent
    await until(() => letterheadName() === original.name, 'the letterhead with the hospital name')
    expect(report.querySelector('svg[data-qr]'), 'no QR code while reports carry none').to.equal(null)

    const { el, root } = await mountView('mnt/hospitalConfig', 'Hospital configuration')
    const name = await find<HTMLInputElement>(root, 'input')
    await until(() => fieldLabelled(root, 'Hospital name')?.value === original.name, 'the name loaded')
    await expectAccessible(el)

    // Still containing the seeded name, so that other test files reading the letterhead meanwhile are not misled.
    const renamed = `${original.name}东院区`
    await retype(inputLabelled(root, 'Hospital name'), renamed)
    expect(name.value).to.equal(renamed)
    const qrSwitch = [...root.querySelectorAll<HTMLInputElement>('input[role="switch"]')][0]!
    qrSwitch.focus()
    await sendKeys({ press: 'Space' })
    await until(() => qrSwitch.checked, 'the report QR switched on')
    const save = buttonWith(root, 'Save')!
    save.focus()
    await sendKeys({ press: 'Enter' })

    await until(() => $hospitalIdentity.get()?.name === renamed, 'the page\'s hospital identity published')
    await until(() => letterheadName() === renamed, 'the open report\'s letterhead renamed')
    const qr = await find<SVGSVGElement>(report, 'svg[data-qr]')
    const lookup = `${window.location.origin}/webouterpage/hisReport?examineId=${exam.id}`
    expect(qr.getAttribute('data-qr')).to.equal(lookup)
    expect(await readQr(qr), 'zbarimg reads the report\'s page').to.equal(lookup)
    const saved = await http.get<HospitalConfigDto>('api/hospitalConfig')
    expect([saved.name, saved.reportQr, saved.version]).to.deep.equal([renamed, true, original.version + 1])
    await waitForText(root, `(version ${saved.version})`)
  })

  it('marks the fields: a format without a sequence before sending, an address the server refuses after', async () => {
    const { el, root } = await mountView('mnt/hospitalConfig', 'Hospital configuration')
    const us = await find<HTMLInputElement>(root, 'input[aria-label="Exam-number format of 超声 (US)"]')
    await retype(us, 'US{yyyyMMdd}')
    buttonWith(root, 'Save')!.focus()
    await sendKeys({ press: 'Enter' })
    await waitForText(root, 'The format needs exactly one {seq:N} (N from 1 to 9).')
    expect(us.getAttribute('aria-invalid')).to.equal('true')
    expect((await http.get<HospitalConfigDto>('api/hospitalConfig')).version, 'nothing sent').to.equal(original.version)

    await retype(us, '')
    await retype(inputLabelled(root, 'Public address'), 'ftp://imaging.example.org')
    buttonWith(root, 'Save')!.focus()
    await sendKeys({ press: 'Enter' })
    await waitForText(root, 'The public address must start with http:// or https:// and have no query')
    expect(inputLabelled(root, 'Public address').getAttribute('aria-invalid')).to.equal('true')
    await expectAccessible(el)
  })

  it('previews the next exam number of a format as it is typed', async () => {
    const { root } = await mountView('mnt/hospitalConfig', 'Hospital configuration')
    const next = await find(root, 'output[data-next="CT"]')
    await until(() => /^CT\d{11}$/.test(next.textContent ?? ''), 'the next CT number under the default format')
    await retype(await find<HTMLInputElement>(root, 'input[aria-label="Exam-number format of 计算机断层扫描 (CT)"]'), 'CTX-{seq:5}')
    await until(() => next.textContent === 'CTX-00001', `the preview of the typed format; saw ${next.textContent}`)
  })

  it('answers a save from a stale version with the conflict notice, and reloads the other admin\'s change', async () => {
    const { root } = await mountView('mnt/hospitalConfig', 'Hospital configuration')
    await until(() => fieldLabelled(root, 'Telephone')?.value === original.phone, 'the configuration loaded')
    // Another administrator saves first.
    await http.put('api/hospitalConfig', await bodyOf({ ...original, phone: '0571-8700 9999' }))
    await retype(inputLabelled(root, 'Telephone'), '0571-8700 1234')
    buttonWith(root, 'Save')!.focus()
    await sendKeys({ press: 'Enter' })
    await waitForText(root, 'Someone saved the configuration after you opened it.')
    const reload = buttonWith(root, 'Reload')!
    reload.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => inputLabelled(root, 'Telephone').value === '0571-8700 9999', 'the other admin\'s phone shown')
    expect(deepText(root)).not.to.include('Someone saved the configuration')
  })

  it('shows the QR codes large with their addresses, read back by zbarimg, in the size chosen by keyboard', async () => {
    const { el, root } = await mountView('mnt/qrcode', 'QR codes')
    await find(root, '[data-testid="no-public-address"]')
    const lookup = await find<SVGSVGElement>(root, '[data-kind="reportLookup"] svg[data-qr]')
    const url = `${window.location.origin}/webouterpage/hisReportLogin`
    expect(root.querySelector('[data-target="reportLookup"]')?.textContent).to.equal(url)
    expect(await readQr(lookup), 'zbarimg reads the report lookup code').to.equal(url)
    expect(await readPng(await pngBlob(root.querySelector<SVGSVGElement>('[data-kind="cloudFilm"] svg[data-qr]')!, 256)), 'the PNG download reads')
      .to.equal(`${window.location.origin}/webouterpage/picPage`)
    await waitForText(root.querySelector('[data-kind="feedback"]')!, 'The patient feedback address is not set')
    expect(lookup.getAttribute('width')).to.equal('256')
    await expectAccessible(el)

    const radios = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    radios.find((r) => r.checked)!.focus()
    await sendKeys({ press: 'ArrowRight' })
    await until(() => root.querySelector('[data-kind="reportLookup"] svg[data-qr]')?.getAttribute('width') === '384', 'the large size')
    expect(deepActive() === radios[2], 'the third size chosen by arrow key').to.equal(true)

    // With the public address and a feedback path set, the codes follow them.
    await http.put('api/hospitalConfig', await bodyOf({ ...original, publicBaseUrl: 'https://imaging.knfy.example.cn', feedbackUrl: '/feedback' }))
    document.querySelectorAll('clinic-admin').forEach((node) => node.remove())
    const again = await mountView('mnt/qrcode', 'QR codes')
    await until(() => again.root.querySelector('[data-target="feedback"]')?.textContent === 'https://imaging.knfy.example.cn/feedback', 'the feedback code under the public address')
    expect(again.root.querySelector('[data-testid="no-public-address"]')).to.equal(null)
    expect(await readQr(again.root.querySelector<SVGSVGElement>('[data-kind="reportLookup"] svg[data-qr]')!)).to.equal('https://imaging.knfy.example.cn/webouterpage/hisReportLogin')
  })
})
