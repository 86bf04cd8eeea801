// The shared report pieces of src/ui/report (critical-value record and timer, ICD-10 picker, revision history),
// mounted alone inside an element root (shadow root, Fluent, portals) with a signed-in ultrasound physician against
// the contract server.
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import { useState, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { CriticalNotice, ReportHistoryEntry } from '../../../src/core/contract'
import { HttpError } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { toWireDateTime } from '../../../src/core/format/time'
import { consoleMessages } from '../../../src/areas/console/messages'
import { DashboardPage } from '../../../src/areas/console/pages/DashboardPage'
import { ElementRoot } from '../../../src/ui/element/ElementRoot'
import { useMessages } from '../../../src/ui/i18n/useMessages'
import { CriticalNoticeDialog, CriticalTimer } from '../../../src/ui/report/critical'
import { IcdPicker } from '../../../src/ui/report/icd'
import { RevisionHistory } from '../../../src/ui/report/history'
import { expectAccessible } from '../support/axe'
import { deepActive, deepText, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

interface Mounted {
  host: HTMLElement
  shadow: ShadowRoot
  render(node: ReactNode): void
}

let mounted: { host: HTMLElement; root: Root }[] = []

/** Renders `node` the way an element does: inside ElementRoot, in an open shadow root of a host on the page. */
function mount(node: ReactNode): Mounted {
  const host = document.createElement('div')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const root = createRoot(shadow)
  mounted.push({ host, root })
  const render = (next: ReactNode) => root.render(<ElementRoot container={shadow}>{next}</ElementRoot>)
  render(node)
  return { host, shadow, render }
}

/** Sets a text field's value the way typing does, so React's onChange fires (inputs and text areas). */
function fill(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
}

/** The form control labelled `label` inside a root (Fluent's Field ties the label to its control). */
function control<T extends HTMLElement>(root: ParentNode, label: string): T {
  const found = Array.from(root.querySelectorAll('label')).find((l) => (l.textContent ?? '').replace(/\s*\*\s*$/, '').trim() === label)
  const id = found?.getAttribute('for')
  const element = id ? (root.querySelector(`[id="${id}"]`) as T | null) : null
  if (!element) throw new Error(`no control labelled ${label}`)
  return element
}

function fieldMessage(root: ParentNode, label: string): string {
  const element = control(root, label)
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
  return ids.map((id) => root.querySelector(`[id="${id}"]`)?.textContent ?? '').join(' ')
}

const minutesAgo = (minutes: number) => toWireDateTime(new Date(Date.now() - minutes * 60_000))
const at = (h: number, m: number, s: number) => new Date(2025, 5, 1, h, m, s).getTime()

describe('report parts: critical value record and timer, ICD-10 picker, revision history', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('chaosheng')
  })
  afterEach(async () => {
    for (const { host, root } of mounted) {
      root.unmount()
      host.remove()
    }
    mounted = []
    resetAll()
    await setLocale('zh-CN', false)
  })

  describe('CriticalNoticeDialog', () => {
    it('checks the record, hands it over with the signed-in physician as notifier, and passes axe', async () => {
      const submitted: CriticalNotice[] = []
      let dismissed = 0
      const opener = document.createElement('button')
      opener.textContent = 'open'
      document.body.append(opener)
      opener.focus()
      const flaggedAt = minutesAgo(3)
      const { shadow, host, render } = mount(
        <CriticalNoticeDialog open patient="王晓燕" modality="US" flaggedAt={flaggedAt} onSubmit={(n) => void submitted.push(n)} onDismiss={() => dismissed++} />,
      )
      await waitForText(shadow, 'Critical value notification')
      await waitForText(shadow, 'Patient: 王晓燕 · US')
      await waitForText(shadow, 'Limit 10 min', 8000)
      expect(shadow.querySelector('[data-state]')?.getAttribute('data-state')).to.equal('within')
      expect(shadow.querySelector('[role="timer"]')?.textContent).to.match(/^0[23]:\d\d$/)
      expect((control<HTMLInputElement>(shadow, 'Notified by')).value).to.equal('陈静')

      const submit = Array.from(shadow.querySelectorAll('button')).find((b) => b.textContent === 'Record notification') as HTMLButtonElement
      submit.click()
      await until(() => fieldMessage(shadow, 'Critical finding').includes('Required'), 'required marks')
      for (const label of ['Receiver', 'Receiver job no.', 'Receiver department']) expect(fieldMessage(shadow, label)).to.include('Required')
      await until(() => deepActive() === control(shadow, 'Critical finding'), 'the focus on the first marked field')
      expect(submitted).to.have.length(0)

      fill(control(shadow, 'Critical finding'), '胎盘早剥，胎心 100 次/分')
      fill(control(shadow, 'Receiver'), '刘洋')
      fill(control(shadow, 'Receiver job no.'), 'A1023')
      fill(control(shadow, 'Receiver department'), '产科一病区')
      fill(control(shadow, 'Receiver phone'), '请拨打产科')
      fill(control(shadow, 'Clinical handling'), '立即准备剖宫产')
      submit.click()
      await until(() => fieldMessage(shadow, 'Receiver phone').includes('Enter a valid phone number or extension'), 'phone refused')
      const notifiedAt = control<HTMLInputElement>(shadow, 'Notified at')
      const defaultAt = notifiedAt.value
      fill(notifiedAt, minutesAgo(20).slice(0, 16).replace(' ', 'T'))
      fill(control(shadow, 'Receiver phone'), '内线 6123')
      submit.click()
      await until(() => fieldMessage(shadow, 'Notified at').includes('cannot be before the value was flagged'), 'a call before the flag refused')
      fill(notifiedAt, defaultAt)
      control<HTMLInputElement>(shadow, 'Receiver read the finding back').click()
      await expectAccessible(host)
      submit.click()
      await until(() => submitted.length === 1, 'handed over')
      const notice = submitted[0] as CriticalNotice
      expect({ ...notice, notifiedAt: notice.notifiedAt.slice(0, 16) }).to.deep.equal({
        finding: '胎盘早剥，胎心 100 次/分', notifiedAt: defaultAt.replace('T', ' '), notifiedBy: '陈静', receiver: '刘洋', receiverJobNo: 'A1023',
        receiverDept: '产科一病区', receiverPhone: '内线 6123', readBack: true, handling: '立即准备剖宫产',
      })
      expect(notice.notifiedAt).to.match(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)

      // Closing returns the focus to what opened it.
      ;(Array.from(shadow.querySelectorAll('button')).find((b) => b.textContent === 'Cancel') as HTMLButtonElement).click()
      expect(dismissed).to.equal(1)
      render(<CriticalNoticeDialog open={false} patient="王晓燕" modality="US" onSubmit={() => undefined} onDismiss={() => undefined} />)
      await until(() => document.activeElement === opener, 'focus back on the opener')
      opener.remove()
    })

    it('puts the server\'s refusal on its field and keeps the dialog open', async () => {
      const { shadow } = mount(
        <CriticalNoticeDialog
          open
          patient="王晓燕"
          modality="US"
          flaggedAt={minutesAgo(5)}
          value={{ finding: '前置胎盘伴出血', notifiedAt: minutesAgo(1), notifiedBy: '陈静', receiver: '刘洋', receiverJobNo: 'A1', receiverDept: '产科', readBack: true }}
          onSubmit={() => {
            throw new HttpError('status', 'receiverJobNo: 工号不存在', 400, { message: 'receiverJobNo: 工号不存在', errors: [{ field: 'receiverJobNo', message: '工号不存在' }] })
          }}
          onDismiss={() => undefined}
        />,
      )
      await waitForText(shadow, 'Record notification')
      expect(control<HTMLInputElement>(shadow, 'Receiver').value).to.equal('刘洋')
      ;(Array.from(shadow.querySelectorAll('button')).find((b) => b.textContent === 'Record notification') as HTMLButtonElement).click()
      await until(() => fieldMessage(shadow, 'Receiver job no.').includes('工号不存在'), 'on its field')
      expect(deepText(shadow)).to.include('Critical value notification')
    })
  })

  describe('CriticalTimer', () => {
    it('shows mm:ss against the limit, warns near it, errs past it, and says each state once', async () => {
      const since = '2025-06-01 08:00:00'
      const { shadow, host, render } = mount(<CriticalTimer since={since} limitMinutes={10} now={at(8, 3, 5)} />)
      await until(() => shadow.querySelector('[role="timer"]')?.textContent === '03:05', 'within')
      const state = () => shadow.querySelector('[data-state]')?.getAttribute('data-state')
      const live = shadow.querySelector('[aria-live="polite"]') as HTMLElement
      expect(state()).to.equal('within')
      expect(deepText(shadow)).to.include('Within the limit')
      expect(live.textContent).to.equal('')
      await expectAccessible(host)

      render(<CriticalTimer since={since} limitMinutes={10} now={at(8, 8, 30)} />)
      await until(() => state() === 'near', 'near')
      expect(deepText(shadow)).to.include('Near the limit')
      await until(() => live.textContent === 'Critical value: 2 min left to notify the clinic', 'near announced')

      render(<CriticalTimer since={since} limitMinutes={10} now={at(8, 12, 0)} />)
      await until(() => state() === 'past', 'past')
      expect(shadow.querySelector('[role="timer"]')?.textContent).to.equal('12:00')
      expect(deepText(shadow)).to.include('Past the limit')
      await until(() => live.textContent === 'Critical value: the 10-minute notification limit has passed', 'past announced')
      await expectAccessible(host)

      // Every further second changes the clock, never the announcement.
      let changes = 0
      const observer = new MutationObserver((records) => (changes += records.length))
      observer.observe(live, { childList: true, characterData: true, subtree: true })
      for (const s of [1, 2, 3]) {
        render(<CriticalTimer since={since} limitMinutes={10} now={at(8, 12, s)} />)
        await until(() => shadow.querySelector('[role="timer"]')?.textContent === `12:0${s}`, `12:0${s}`)
      }
      observer.disconnect()
      expect(changes).to.equal(0)
    })
  })

  describe('IcdPicker', () => {
    function Harness({ onChange }: { onChange: (codes: string[]) => void }) {
      const [codes, setCodes] = useState<string[]>([])
      return (
        <IcdPicker
          value={codes}
          onChange={(next) => {
            setCodes(next)
            onChange(next)
          }}
        />
      )
    }
    // The options of the open list (the chosen tags are options of their own group).
    const options = (shadow: ShadowRoot) => Array.from(shadow.querySelectorAll('.fui-TagPickerOption')).map((o) => (o.textContent ?? '').trim())
    const tags = (shadow: ShadowRoot) => Array.from(shadow.querySelectorAll('.fui-Tag')).map((t) => (t.textContent ?? '').trim())

    it('finds codes by pinyin initials and by code with the keyboard, shows them as dismissible tags, and passes axe', async () => {
      const changes: string[][] = []
      const { shadow, host } = mount(<Harness onChange={(codes) => changes.push(codes)} />)
      const input = (await until(() => shadow.querySelector('input[role="combobox"]')), shadow.querySelector('input[role="combobox"]') as HTMLInputElement)
      expect(input.getAttribute('aria-labelledby') || input.getAttribute('aria-label') || input.id).to.not.equal('')
      await until(() => deepText(shadow).includes('ICD-10 codes'), 'labelled')

      input.focus()
      await sendKeys({ type: 'gxy' })
      await until(() => options(shadow).some((o) => o.includes('原发性高血压')), 'pinyin initials gxy find 高血压')
      expect(options(shadow)).to.include.members(['I10.x原发性高血压', 'O13.x妊娠期高血压', 'I67.4高血压脑病'])
      expect(options(shadow).every((o) => o.includes('高血压'))).to.equal(true)
      await expectAccessible(host)
      const wanted = Array.from(shadow.querySelectorAll<HTMLElement>('.fui-TagPickerOption')).find((o) => o.textContent?.includes('原发性高血压')) as HTMLElement
      wanted.click()
      await until(() => changes.length === 1, 'chosen')
      expect(changes[0]).to.deep.equal(['I10.x'])
      await until(() => tags(shadow).some((t) => t.includes('I10.x 原发性高血压')), 'shown as a tag')

      input.focus()
      await sendKeys({ type: 'o45' })
      await until(() => options(shadow)[0] === 'O45.9胎盘早剥', `code prefix o45 puts 胎盘早剥 first; saw ${options(shadow).join(', ')}`)
      await sendKeys({ press: 'ArrowDown' })
      await sendKeys({ press: 'Enter' })
      await until(() => changes.length === 2, 'chosen with the keyboard')
      expect(changes[1]).to.deep.equal(['I10.x', 'O45.9'])
      await until(() => tags(shadow).some((t) => t.includes('O45.9 胎盘早剥')), 'second tag')

      // Backspace in the empty input moves to the last tag, and Backspace there removes it; clicking a tag removes it.
      input.focus()
      await sendKeys({ press: 'Backspace' })
      await until(() => (deepActive()?.textContent ?? '').includes('O45.9'), 'on the last tag')
      await sendKeys({ press: 'Backspace' })
      await until(() => changes.length === 3, 'backspace removes')
      expect(changes[2]).to.deep.equal(['I10.x'])
      const tag = Array.from(shadow.querySelectorAll<HTMLElement>('.fui-Tag')).find((t) => t.textContent?.includes('I10.x')) as HTMLElement
      tag.click()
      await until(() => changes.length === 4, 'the tag dismissed')
      expect(changes[3]).to.deep.equal([])
      await expectAccessible(host)
    })
  })

  describe('RevisionHistory', () => {
    const realFetch = window.fetch
    afterEach(() => {
      window.fetch = realFetch
    })

    it('lists the revisions and marks the changed characters of the last two side by side, as text, and passes axe', async () => {
      const history: ReportHistoryEntry[] = [
        { id: 1, version: 1, action: 'save', operator: '陈静', time: '2025-06-01 08:10:00', findings: '<p>宫内单活胎，胎盘位于后壁。</p>', impression: '<p>宫内中孕</p>' },
        { id: 2, version: 2, action: 'submit', operator: '陈静', time: '2025-06-01 08:20:00', findings: '<p>宫内单活胎，胎盘位于前壁。</p>', impression: '<p>宫内中孕</p>' },
        { id: 3, version: 3, action: 'reject', operator: '何慧敏', time: '2025-06-01 08:30:00', findings: '<p>宫内单活胎，胎盘位于前壁。</p>', impression: '<p>宫内中孕</p>', reason: '请补充胎盘分级' },
        {
          id: 4, version: 4, action: 'submit', operator: '陈静', time: '2025-06-01 08:40:00',
          findings: '<p>宫内单活胎，胎盘位于前壁，Ⅱ级。</p><img src="x" onerror="window.__pwned = 1">',
          impression: '<p>宫内中孕，<b>胎盘Ⅱ级</b></p>',
        },
      ]
      const asked: string[] = []
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input)
        if (url.includes('api/reportInfoHistory/examineId/4242')) {
          asked.push(url)
          return Promise.resolve(new Response(JSON.stringify(history), { status: 200, headers: { 'Content-Type': 'application/json' } }))
        }
        return realFetch(input, init)
      }
      const { shadow, host, render } = mount(<RevisionHistory examineId={4242} />)
      await waitForText(shadow, 'Revision history')
      await until(() => shadow.querySelectorAll('li[data-version]').length === 4, 'four revisions')
      const timeline = Array.from(shadow.querySelectorAll('li[data-version]')).map((li) => deepText(li).trim())
      expect(timeline[0]).to.include('Saved').and.include('Version 1').and.include('陈静 · 2025-06-01 08:10')
      expect(timeline[2]).to.include('Rejected').and.include('何慧敏').and.include('Reason: 请补充胎盘分级')

      // The last two (v3 → v4) by default: the inserted characters marked in the later text.
      const findings = shadow.querySelector('section[data-field="findings"]') as HTMLElement
      const inserted = () => Array.from(findings.querySelectorAll('ins')).map((i) => deepText(i))
      await until(() => inserted().length > 0, 'insertions marked')
      expect(inserted()).to.deep.equal(['[inserted: ，Ⅱ级]'])
      expect(Array.from(findings.querySelectorAll('ins span')).map((s) => getComputedStyle(s).position)).to.deep.equal(['absolute', 'absolute'])
      expect(getComputedStyle(findings.querySelector('ins') as Element).textDecorationLine).to.equal('underline')
      expect(findings.querySelectorAll('del')).to.have.length(0)
      expect(deepText(shadow.querySelector('section[data-field="impression"]') as Element)).to.include('[inserted: ，胎盘Ⅱ级]')
      // Report HTML is text here: no element of it reaches the page, no handler runs.
      expect(shadow.querySelector('img')).to.equal(null)
      expect(shadow.querySelector('b')).to.equal(null)
      expect((window as { __pwned?: number }).__pwned).to.equal(undefined)

      // Another pair: v1 → v2, the changed character deleted on the left and inserted on the right.
      const [fromSelect] = Array.from(shadow.querySelectorAll('select'))
      ;(fromSelect as HTMLSelectElement).value = '1'
      fromSelect?.dispatchEvent(new Event('change', { bubbles: true }))
      const toSelect = shadow.querySelectorAll('select')[1] as HTMLSelectElement
      toSelect.value = '2'
      toSelect.dispatchEvent(new Event('change', { bubbles: true }))
      await until(() => findings.querySelectorAll('del').length === 1, 'deletion marked')
      expect(deepText(findings.querySelector('del') as Element)).to.equal('[deleted: 后]')
      expect(getComputedStyle(findings.querySelector('del') as Element).textDecorationLine).to.equal('line-through')
      expect(inserted()).to.deep.equal(['[inserted: 前]'])
      expect(deepText(shadow.querySelector('section[data-field="impression"]') as Element)).to.include('No change')
      await expectAccessible(host)

      // A new refresh key loads the history again.
      const before = asked.length
      render(<RevisionHistory examineId={4242} refreshKey={1} />)
      await until(() => asked.length > before, 'reloaded')
    })
  })

  describe('the home page', () => {
    function Home() {
      useMessages(consoleMessages)
      return <DashboardPage />
    }

    it('lists the open critical values with their timers, each a link to its report in the editor', async () => {
      resetAll()
      await signIn('admin')
      const { shadow, host } = mount(<Home />)
      await waitForText(shadow, 'Open critical values')
      await until(() => shadow.querySelectorAll('[data-testid="critical-open"] a').length > 0, 'the seeded open values listed')
      const links = Array.from(shadow.querySelectorAll<HTMLAnchorElement>('[data-testid="critical-open"] a'))
      expect(links.map((a) => a.getAttribute('href')).every((href) => /\/diagnos\/CTreportwrite\?examineId=\d+$/.test(href ?? ''))).to.equal(true)
      // The seeded open values were flagged an hour or two ago: past every limit, said in words.
      const first = links[0]?.closest('li') as HTMLElement
      expect(deepText(first)).to.match(/\d+ of 1[05] min/).and.include('Past the limit')
      await expectAccessible(host)
    })
  })
})
