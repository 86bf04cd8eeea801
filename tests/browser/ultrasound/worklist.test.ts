// The ultrasound reading worklist (<clinic-ultrasound view="ultrasonic/diagnosList">) against the contract server: the
// sonographer sees ultrasound exams only, and a row opens the ultrasound report of its exam.
import { expect, fixture, html } from '@open-wc/testing'
import '../../../elements/clinic-ultrasound'
import type { ReportViewDto } from '../../../src/core/contract/report'
import { http } from '../../../src/core/http/http'
import { setLocale } from '../../../src/core/i18n'
import { grid } from '../admin/support'
import { expectAccessible } from '../support/axe'
import { buttonByText, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

describe('<clinic-ultrasound> reading worklist', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('chaosheng')
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-ultrasound').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('lists ultrasound exams and opens one in the ultrasound report', async () => {
    // Whether this sonographer has rejected reports waiting: then the prompt comes first, and is put off.
    const { count } = await http.get<{ count: number }>('api/exams/rejected/count', { modality: 'US' })
    const el = await fixture<HTMLElement>(html`<clinic-ultrasound view="ultrasonic/diagnosList" locale="en"></clinic-ultrasound>`)
    const navigated: string[] = []
    el.addEventListener('clinic-navigate', (event) => {
      navigated.push((event as CustomEvent<{ path: string }>).detail.path)
      event.preventDefault()
    })
    const root = el.shadowRoot!
    await waitForText(root, 'Ultrasound reading')
    await until(() => grid(root)?.querySelector('[role="rowgroup"]:last-of-type [role="row"]'), 'rows listed')
    if (count > 0) {
      await waitForText(root, `Reports of yours rejected by the auditor: ${count}.`)
      buttonByText(root.querySelector('[role="alertdialog"]')!, 'Later')!.click()
      await until(() => !root.querySelector('[role="alertdialog"]'), 'the prompt put off')
    }
    await expectAccessible(el)
    const rows = [...grid(root).querySelectorAll('[role="rowgroup"]:last-of-type [role="row"]')]
    const open = rows.map((row) => row.querySelector<HTMLButtonElement>('button[aria-label^="Open the report of"]')).filter((b): b is HTMLButtonElement => b !== null)
    expect(open.length).to.be.greaterThan(0)
    open[0]!.click()
    const path = navigated.at(-1) ?? ''
    expect(path).to.match(/^\/ultrasonic\/ultrasonicReport\?examineId=\d+$/)
    const view = await http.get<ReportViewDto>('api/reportInfo/view', { examineId: path.split('=')[1]! })
    expect(view.exam.modality).to.equal('US')
  })
})
