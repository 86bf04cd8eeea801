// Every report state as the viewer renders it, driven by chosen answers of the view call (token access: no login).
import { expectAccessible } from '../support/axe'
import { expect, waitUntil } from '@open-wc/testing'
import '../../../elements/clinic-report-viewer'
import { setLocale } from '../../../src/core/i18n'
import { $token } from '../../../src/core/session'
import { deepText, find, waitForText } from '../support/dom'
import { resetAll } from '../support/session'
import { answer, type Placed, place, unplaceAll, viewIn, viewWithoutReport } from './fixtures'

const VIEW = /\/api\/reportInfo\/view\?/

function mount(locale = 'zh-CN', access = 'token="Bearer fixture"'): Placed & { root: ShadowRoot } {
  const placed = place(`<clinic-report-viewer examine-id="9001" locale="${locale}" ${access}></clinic-report-viewer>`)
  return { ...placed, root: placed.el.shadowRoot! }
}

function sectionOrder(root: ShadowRoot): string[] {
  return Array.from(root.querySelectorAll('[data-section]')).map((s) => s.getAttribute('data-section') ?? '')
}

describe('<clinic-report-viewer> states', () => {
  let stub: ReturnType<typeof answer> | null = null
  beforeEach(resetAll)
  afterEach(async () => {
    unplaceAll()
    stub?.restore()
    stub = null
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('renders a final report as printed: letterhead, patient block, findings, impression, physicians with times', async () => {
    stub = answer([{ pattern: VIEW, body: viewIn('final') }])
    const { root, loaded } = mount()
    const { detail } = await loaded
    expect(detail).to.deep.equal({ examineId: '9001', reportId: '7001', state: 'final' })
    await waitForText(root, '超声检查报告单')
    const text = deepText(root)
    for (const expected of ['康宁妇幼保健院', '王小燕', '31岁', 'US20250320001', '产科门诊', '21周4天', '宫内单活胎', '宫内妊娠，单活胎', '定期产检', '张超声', '2025-03-20 09:30', '陈主任', '2025-03-20 10:05']) {
      expect(text, expected).to.include(expected)
    }
    expect(root.querySelector('[data-state="final"]')?.textContent).to.equal('已审核')
    expect(root.querySelector('[data-notice]'), 'a final report carries no state notice').to.equal(null)
    expect(sectionOrder(root).slice(0, 3)).to.deep.equal(['findings', 'impression', 'recommendation'])
    expect(stub.urls[0]).to.match(/examineId=9001/)
  })

  it('marks a preliminary report visibly, in the locale, with a watermark for print', async () => {
    stub = answer([{ pattern: VIEW, body: viewIn('preliminary', { auditPhysician: undefined, auditTime: undefined }) }])
    const { root } = mount()
    const notice = await find(root, '[data-notice="preliminary"]')
    expect(notice.textContent).to.equal('初步报告，以审核报告为准')
    expect(notice.getAttribute('role')).to.equal('note')
    const mark = root.querySelector('[data-watermark]')!
    expect(mark.getAttribute('data-watermark')).to.equal('初步报告')
    expect(getComputedStyle(mark, '::after').content).to.equal('"初步报告"')
    expect(root.querySelector('[data-field="auditPhysician"] dd')?.textContent).to.equal('待审核')
    expect(getComputedStyle(notice).display).to.not.equal('none')
    await setLocale('en', false)
    await waitForText(root, 'Preliminary report — the audited report prevails')
  })

  it('shows the addenda of a corrected report after the final text, with time and physician', async () => {
    stub = answer([
      {
        pattern: VIEW,
        body: viewIn('corrected', {
          addenda: [
            { id: 2, text: '<p>第二次补充：复查胎位正常。</p>', physician: '陈主任', time: '2025-03-22 08:00:00' },
            { id: 1, text: '<p>第一次补充：胎盘位置正常。</p>', physician: '张超声', time: '2025-03-21 16:20:00', reason: '复查' },
          ],
        }),
      },
    ])
    const { root } = mount()
    await find(root, '[data-section="addenda"]')
    const order = sectionOrder(root)
    expect(order.indexOf('addenda')).to.be.greaterThan(order.indexOf('impression'))
    expect(order.indexOf('addenda')).to.be.greaterThan(order.indexOf('findings'))
    const items = Array.from(root.querySelectorAll('[data-section="addenda"] li')).map((li) => (li.textContent ?? '').replace(/\s+/g, ' '))
    expect(items).to.have.length(2)
    expect(items[0]).to.include('2025-03-21 16:20').and.include('张超声').and.include('第一次补充').and.include('复查')
    expect(items[1]).to.include('2025-03-22 08:00').and.include('陈主任').and.include('第二次补充')
    expect(root.querySelector('[data-state="corrected"]')?.textContent).to.equal('已更正')
  })

  it('marks a void report clearly', async () => {
    stub = answer([{ pattern: VIEW, body: viewIn('void') }])
    const { root } = mount('en')
    const notice = await find(root, '[data-notice="void"]')
    expect(notice.textContent).to.include('voided')
    expect(root.querySelector('[data-state="void"]')?.textContent).to.equal('Void')
    expect(getComputedStyle(root.querySelector('[data-state="void"]')!).textDecorationLine).to.equal('line-through')
  })

  it('shows the critical value in red with its notification, and the positive flag', async () => {
    stub = answer([
      {
        pattern: VIEW,
        body: viewIn('final', {
          critical: true,
          positive: true,
          criticalNotice: { finding: '胎盘早剥', notifiedAt: '2025-03-20 09:40:00', notifiedBy: '张超声', receiver: '李医生', receiverDept: '产科', readBack: true },
        }),
      },
    ])
    const { root } = mount()
    const critical = await find(root, '[data-notice="critical"]')
    expect(critical.textContent).to.include('危急值：胎盘早剥').and.include('2025-03-20 09:40').and.include('李医生').and.include('已复述确认')
    const badge = root.querySelector('[data-flag="critical"]')!
    expect(badge.textContent).to.equal('危急值')
    const [r, g, b] = (getComputedStyle(badge).backgroundColor.match(/\d+/g) ?? []).map(Number)
    expect(r, 'a red badge').to.be.greaterThan(150)
    expect(g! + b!).to.be.lessThan(r!)
    expect(root.querySelector('[data-flag="positive"]')?.textContent).to.equal('阳性')
  })

  for (const hidden of ['draft', 'rejected'] as const) {
    it(`never shows a ${hidden} report to an outside caller: the exam shows and clinic-report-failed says no-report`, async () => {
      stub = answer([{ pattern: VIEW, body: viewIn(hidden, { findings: '<p>未审核的草稿内容</p>', rejectReason: '描述不全' }) }])
      const { root, failed } = mount()
      const { detail } = await failed
      expect(detail.reason).to.equal('no-report')
      expect(detail.examineId).to.equal('9001')
      await waitForText(root, '王小燕')
      expect(deepText(root)).to.not.include('未审核的草稿内容')
      expect(root.querySelector('[data-reason="no-report"]')).to.not.equal(null)
    })
  }

  it('shows a rejected report to staff, marked with the reason', async () => {
    $token.set('Bearer staff-fixture')
    stub = answer([{ pattern: VIEW, body: viewIn('rejected', { rejectReason: '描述不全' }) }])
    const { root } = mount('zh-CN', '')
    const notice = await find(root, '[data-notice="rejected"]')
    expect(notice.textContent).to.equal('审核驳回：描述不全')
  })

  it('says so when the exam has no report yet', async () => {
    stub = answer([{ pattern: VIEW, body: viewWithoutReport() }])
    const { root, failed } = mount('en')
    const { detail } = await failed
    expect(detail.reason).to.equal('no-report')
    await waitForText(root, 'has no report that can be shown yet')
    expect(root.querySelector('[data-action="print"]'), 'nothing to print').to.equal(null)
  })

  it('reports an unreadable answer as malformed and offers a retry', async () => {
    stub = answer([{ pattern: VIEW, body: { unexpected: true } }])
    const { root, failed, nextLoaded } = mount('en')
    const { detail } = await failed
    expect(detail.reason).to.equal('malformed')
    await waitUntil(() => root.querySelector('[data-reason="malformed"] button'), 'retry offered')
    stub.restore()
    stub = answer([{ pattern: VIEW, body: viewIn('final') }])
    const loaded = nextLoaded()
    root.querySelector<HTMLButtonElement>('[data-reason="malformed"] button')!.click()
    expect((await loaded).detail.state).to.equal('final')
  })

  it('loads the revision history when opened', async () => {
    stub = answer([
      { pattern: VIEW, body: viewIn('final') },
      {
        pattern: /\/api\/reportInfoHistory\/examineId\/9001$/,
        body: [
          { id: 1, version: 1, action: 'save', operator: '张超声', time: '2025-03-20 09:20:00', findings: '<p>初稿所见</p>', impression: '初稿诊断' },
          { id: 2, version: 2, action: 'audit', operator: '陈主任', time: '2025-03-20 10:05:00', findings: '<p>宫内单活胎</p>', impression: '宫内妊娠' },
        ],
      },
    ])
    const { root } = mount()
    const details = await find<HTMLDetailsElement>(root, 'details[data-section="history"]')
    expect(stub.urls.some((u) => u.includes('reportInfoHistory')), 'not loaded before it is opened').to.equal(false)
    details.querySelector('summary')!.click()
    await waitForText(details, '第 2 版 · 审核 · 陈主任 · 2025-03-20 10:05')
    expect(deepText(details)).to.include('初稿所见')
  })

  it('is accessible', async () => {
    stub = answer([{ pattern: VIEW, body: viewIn('preliminary', { critical: true, positive: true, addenda: [{ id: 1, text: 'x', physician: 'y', time: '2025-03-21 00:00:00' }] }) }])
    const { el, root } = mount()
    await find(root, '[data-notice="preliminary"]')
    await expectAccessible(el)
  })
})
