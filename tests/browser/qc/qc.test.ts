// <clinic-qc> against the contract server as the QC officer (zhikong, both families): a blind ultrasound task drawn from
// the sampling view, its samples with the author hidden, a sample scored by keyboard on the sheet (the total computed
// by the shared sheet), the task closed and the score in the statistics; both menu prefixes, axe on every view.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-qc'
import type { LoginResponse, Page, QcSampleDetailDto, QcSampleDto, QcStatDto, QcTaskDto } from '../../../src/core/contract'
import { http } from '../../../src/core/http/http'
import { setLocale } from '../../../src/core/i18n'
import { scoreQcSheet } from '../../../src/core/qc/scoreSheet'
import { expectAccessible } from '../support/axe'
import { deepActive, deepText, until } from '../support/dom'
import { resetAll, signIn } from '../support/session'

const run = String(Date.now() % 1_000_000)
const TASK = `QC test ${run}`
/** The month the seeded reports fill most (the seed's own rule: half a month before now). */
const PERIOD = (() => {
  const d = new Date(Date.now() - 15 * 24 * 3600 * 1000)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`
})()

async function mount(view: string, query = ''): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<clinic-qc view=${view} query=${query} locale="en"></clinic-qc>`)
  await until(() => el.shadowRoot?.querySelector('h1, h2'), `the view ${view} shown`, { timeout: 15_000 })
  return el
}

const byLabel = <T extends HTMLElement = HTMLButtonElement>(root: ParentNode, label: string): T | undefined =>
  Array.from(root.querySelectorAll<T>('button, input, select')).find((b) => b.getAttribute('aria-label') === label)

describe('<clinic-qc>', () => {
  let login: LoginResponse
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    login = await signIn('zhikong')
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-qc').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('opens both prefixes on their own family and passes axe on the tasks and the score items', async function () {
    this.timeout(120_000)
    for (const [view, title] of [['qc/sampling', 'Imaging QC sampling'], ['ultrasonicControl/sampling', 'Ultrasound QC sampling']] as const) {
      const el = await mount(view)
      await until(() => deepText(el.shadowRoot!).includes(title) && el.shadowRoot!.querySelectorAll('[role="row"]').length > 1, `${view}: the seeded task listed`)
      const text = deepText(el.shadowRoot!)
      expect(text).to.contain(view.startsWith('qc/') ? '影像报告抽检' : '超声报告抽检')
      expect(text).not.to.contain(view.startsWith('qc/') ? '超声报告抽检' : '影像报告抽检')
      await expectAccessible(el)
      el.remove()
    }
    for (const [view, item, absent] of [['qc/sampScoreItem', '摄影体位', '彩色血流显示'], ['ultrasonicControl/sampScoreItem', '彩色血流显示', '摄影体位']] as const) {
      const el = await mount(view)
      await until(() => deepText(el.shadowRoot!).includes(item) && deepText(el.shadowRoot!).includes('甲'), `${view}: items and cut-offs`)
      const text = deepText(el.shadowRoot!)
      expect(text).not.to.contain(absent)
      expect(text).to.contain('not a national rule')
      await expectAccessible(el)
      el.remove()
    }
  })

  it('draws a blind task, hides the author, scores a sample by keyboard and shows it in the statistics once closed', async function () {
    this.timeout(180_000)
    const officer = login.user.user.id
    const task = await http.post<QcTaskDto>('api/qc/task', {
      name: TASK, family: 'ultrasound', period: PERIOD, count: 3, ratio: null, seed: 424242, blind: true, reviewerIds: [officer],
    })
    const before = await http.get<QcStatDto>('api/qc/statistics', { family: 'ultrasound', groupBy: 'physician', from: PERIOD, to: PERIOD })

    // The sampling view draws it with its seed.
    const el = await mount('ultrasonicControl/sampling')
    await until(() => byLabel(el.shadowRoot!, `Draw the samples of ${TASK}`), 'the draw button of the new task')
    byLabel(el.shadowRoot!, `Draw the samples of ${TASK}`)!.click()
    await until(() => deepText(el.shadowRoot!).includes('0 / 3'), 'three samples drawn')

    // Its samples open in place (the element is alone on the page): the author is hidden.
    byLabel(el.shadowRoot!, `Samples of ${TASK}`)!.click()
    await until(() => deepText(el.shadowRoot!).includes(`Samples of ${TASK}`) && el.shadowRoot!.querySelectorAll('[data-sample]').length === 3, 'the samples')
    const author = (await http.get<Page<QcSampleDto>>('api/qc/sample', { family: 'ultrasound', taskId: task.id })).content
    expect(author.every((s) => s.author === null)).to.equal(true)
    expect(el.shadowRoot!.querySelectorAll('[data-sample]').length).to.equal(3)
    expect(deepText(el.shadowRoot!.querySelector('[data-testid="qc-samples"]')!)).to.contain('Hidden (blind review)')
    expect(deepText(el.shadowRoot!)).not.to.contain('陈静')
    const first = el.shadowRoot!.querySelector('[data-sample]')!
    const examNo = deepText(first.querySelectorAll('td')[0]!).trim()
    byLabel(el.shadowRoot!, `Open sample ${examNo}`)!.click()
    await until(() => el.shadowRoot!.querySelector('[data-testid="qc-sample-report"]'), 'the report beside the list')
    expect(deepText(el.shadowRoot!.querySelector('[data-testid="qc-sample-author"]')!)).to.equal('Hidden (blind review)')
    await expectAccessible(el)

    // Scoring: the sheet opens in place; keyboard only.
    byLabel(el.shadowRoot!, `Score sample ${examNo}`)!.click()
    await until(() => el.shadowRoot!.querySelector('[data-testid="qc-score-sheet"]'), 'the score sheet', { timeout: 15_000 })
    const sampleId = author.find((s) => s.examNo === examNo)!.id
    const detail = await http.get<QcSampleDetailDto>(`api/qc/sample/${sampleId}`, { probe: 1 })
    const clarity = byLabel<HTMLInputElement>(el.shadowRoot!, 'Points deducted for 图像清晰度 (0 to 10)')!
    clarity.focus()
    await sendKeys({ press: 'Backspace' })
    await sendKeys({ type: '2' })
    const conclusion = byLabel<HTMLInputElement>(el.shadowRoot!, 'Points deducted for 诊断结论 (0 to 30)')!
    conclusion.focus()
    await sendKeys({ press: 'Backspace' })
    await sendKeys({ type: '31' })
    await until(() => deepText(el.shadowRoot!.querySelector('[data-testid="qc-sheet-total"]')!).includes('off their scale'), 'an impossible deduction refused')
    await sendKeys({ press: 'Backspace' })
    await sendKeys({ press: 'Backspace' })
    await sendKeys({ type: '20' })
    const entries = detail.items.map((item) => ({ itemId: item.id, value: item.name === '图像清晰度' ? 2 : item.name === '诊断结论' ? 20 : 0 }))
    const expected = scoreQcSheet(detail.items, entries, detail.cutoffs)
    if (!expected.ok) throw new Error('the expected sheet does not compute')
    expect([expected.result.reportScore, expected.result.grade, expected.result.imageGrade]).to.deep.equal([80, '乙', '甲'])
    await until(() => deepText(el.shadowRoot!.querySelector('[data-testid="qc-sheet-total"]')!).includes('= 80 points, grade 乙; images 甲 (excellent)'), 'the total as typed')
    expect(deepActive()).to.equal(conclusion)
    await sendKeys({ press: 'Enter' })
    await until(() => deepText(el.shadowRoot!.querySelector('[data-testid="qc-samples"]')!).includes('Scored'), 'the queue shows it scored')
    const saved = await http.get<QcSampleDetailDto>(`api/qc/sample/${sampleId}`, { probe: 1 })
    expect([saved.score!.reportScore, saved.score!.grade, saved.score!.imageGrade, saved.score!.imageLevel]).to.deep.equal([80, '乙', '甲', 'excellent'])
    expect(saved.author).to.equal(null)
    expect(deepText(el.shadowRoot!)).not.to.contain('陈静')
    await expectAccessible(el)
    el.remove()

    // Closed, the score counts in the statistics (blind scores are withheld until then).
    const blindStats = await http.get<QcStatDto>('api/qc/statistics', { family: 'ultrasound', groupBy: 'physician', from: PERIOD, to: PERIOD })
    expect(blindStats.total.samples).to.equal(before.total.samples)
    expect(blindStats.withheld).to.equal(before.withheld + 1)
    await http.post(`api/qc/task/${task.id}/close`)
    const stats = await mount('ultrasonicControl/samplingStatistic')
    await until(() => stats.shadowRoot!.querySelector('[data-testid="qc-stats"] [data-row="total"]'), 'the statistics')
    const after = await http.get<QcStatDto>('api/qc/statistics', { family: 'ultrasound', groupBy: 'physician', from: PERIOD, to: PERIOD })
    expect(after.total.samples).to.equal(before.total.samples + 1)
    const row = stats.shadowRoot!.querySelector('[data-testid="qc-stats"] [data-row="total"]')!
    const cells = Array.from(row.querySelectorAll('th, td')).map((cell) => deepText(cell).trim())
    const yearStats = await http.get<QcStatDto>('api/qc/statistics', {
      family: 'ultrasound', groupBy: 'physician',
      from: (() => { const d = new Date(); const f = new Date(d.getFullYear(), d.getMonth() - 11, 1); return `${f.getFullYear()}-${String(f.getMonth() + 1).padStart(2, '0')}` })(),
      to: `${new Date().getFullYear()}-${String(new Date().getMonth() + 1).padStart(2, '0')}`,
    })
    expect(cells[1]).to.equal(String(yearStats.total.samples))
    expect(deepText(stats.shadowRoot!.querySelector('[data-testid="qc-stats"]')!)).to.contain('陈静')
    await expectAccessible(stats)
    stats.remove()

    const score = await mount('ultrasonicControl/sampScore')
    await until(() => deepText(score.shadowRoot!).includes('Ultrasound QC scoring'), 'the scoring queue')
    await expectAccessible(score)
  })
})
