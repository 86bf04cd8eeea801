// <clinic-followup> against the contract server, as the radiologist fangshe: the cases with the due reminder, one case's
// records (a record added from the keyboard, linking a pathology result of the same patient), and the coincidence rate
// following the new record. Expected figures come from the server's own answers before the change.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-followup'
import type { CoincidenceDto, FollowupCaseDto, FollowupDueDto, FollowupRecordDto, FollowupSpecimenOption, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http/http'
import { setLocale } from '../../../src/core/i18n'
import { dialog, grid, rowTexts, searchFor } from '../admin/support'
import { expectAccessible } from '../support/axe'
import { deepActive, deepText, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

async function mount(view: string, query = ''): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = await fixture<HTMLElement>(html`<clinic-followup view=${view} query=${query} locale="en"></clinic-followup>`)
  el.style.width = '1600px'
  return { el, root: el.shadowRoot! }
}

/** The button named `name` (its label or text), focused and pressed with Enter. */
async function pressByKeyboard(root: ParentNode, name: string): Promise<HTMLButtonElement> {
  const button = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === name || (b.textContent ?? '').trim() === name)
  if (!button) throw new Error(`no button ${name}`)
  button.focus()
  await sendKeys({ press: 'Enter' })
  return button
}

/** Chooses the option `text` of the dropdown labelled `label` from the keyboard: Enter opens it, arrows walk, Enter chooses. */
async function choose(form: HTMLElement, label: string, text: string): Promise<void> {
  const field = [...form.querySelectorAll<HTMLElement>('[data-field]')].find((f) => f.querySelector('label')?.textContent?.replace(/\*$/, '').trim() === label)
  if (!field) throw new Error(`no field ${label}`)
  const trigger = field.querySelector<HTMLElement>('[role="combobox"]')!
  const root = trigger.getRootNode() as ShadowRoot
  const active = () => root.getElementById(trigger.getAttribute('aria-activedescendant') ?? '')?.textContent?.trim()
  trigger.focus()
  await sendKeys({ press: 'Enter' })
  await until(() => trigger.getAttribute('aria-expanded') === 'true', `${label} open`)
  await until(() => root.querySelectorAll('[role="option"]').length > 1, `${label} options loaded`)
  for (let step = 0; active() !== text && step < 20; step++) await sendKeys({ press: 'ArrowDown' })
  expect(active(), `the active option of ${label}`).to.equal(text)
  await sendKeys({ press: 'Enter' })
  await until(() => trigger.getAttribute('aria-expanded') !== 'true' && (trigger.textContent ?? '').includes(text), `${text} chosen in ${label}`)
}

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`)

describe('<clinic-followup>', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('fangshe')
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-followup').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('lists the cases under the due reminder, whose link shows exactly the cases due', async function () {
    this.timeout(60_000)
    const due = await http.get<FollowupDueDto>('api/followup/due')
    expect(due.due).to.be.greaterThan(0)
    const { el, root } = await mount('followup/list')
    await waitForText(root, `${due.due} follow-ups are due (${due.overdue} overdue)`, 15_000)
    await until(() => grid(root) && rowTexts(grid(root)).length > 0, 'the cases listed')
    await expectAccessible(el)

    const link = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => (b.textContent ?? '').includes(`Show the ${due.due} due`))!
    link.focus()
    await sendKeys({ press: 'Enter' })
    await waitForText(root, 'Show every case')
    await until(() => {
      const rows = grid(root) ? rowTexts(grid(root)) : []
      return rows.length === Math.min(due.due, 10) && rows.every((cells) => cells.join(' ').match(/Overdue|Due today/))
    }, 'only the due cases listed')
  })

  it('adds a record by keyboard linking a pathology result; the case, the list and the coincidence rate follow', async function () {
    this.timeout(120_000)
    // An open, already followed case whose patient has a final pathology result (the seed links one of each).
    const cases = (await http.get<Page<FollowupCaseDto>>('api/followup', { page: 0, size: 500, state: 'open' })).content.filter((c) => c.recordCount > 0)
    let chosen: { c: FollowupCaseDto; specimen: FollowupSpecimenOption } | null = null
    for (const c of cases) {
      const specimens = await http.get<FollowupSpecimenOption[]>(`api/followup/cases/${c.examineId}/specimens`)
      if (specimens.length) { chosen = { c, specimen: specimens[0]! }; break }
    }
    expect(chosen, 'a case with a pathology result').to.not.equal(null)
    const { c, specimen } = chosen!
    const before = (await http.get<CoincidenceDto>('api/followup/coincidence', { groupBy: 'physician' })).rows.find((r) => r.key === c.reportPhysician)
    const created: number[] = []
    try {
      const { el, root } = await mount('followup/followupdetail', `id=${c.examineId}`)
      await waitForText(root, `Follow-up of ${c.patientName} · ${c.examNo}`, 15_000)
      await until(() => grid(root) && rowTexts(grid(root)).length > 0, 'the records listed')
      await expectAccessible(el)

      const add = await pressByKeyboard(root, 'Add')
      const form = await dialog(root, 'Add follow-up record')
      const specimenLabel = `${specimen.specimenNo} · ${specimen.diagnosis}`
      await choose(form, 'Pathology result', specimenLabel)
      const result = form.querySelector<HTMLTextAreaElement>('[data-field="result"] textarea')!
      expect(result.value).to.equal(specimen.diagnosis)
      // The category from the keyboard: the checked radio ("Not known yet") is focused, ArrowLeft moves to "Disagree".
      const radio = form.querySelector<HTMLInputElement>('[data-field="category"] input[type="radio"]:checked')!
      radio.focus()
      await sendKeys({ press: 'ArrowLeft' })
      await until(() => form.querySelector<HTMLInputElement>('[data-field="category"] input[type="radio"]:checked')?.value === 'disagree', 'disagree chosen')
      await expectAccessible(form)
      form.querySelector<HTMLButtonElement>('button[type="submit"]')!.focus()
      await sendKeys({ press: 'Enter' })
      await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closed')
      await until(() => deepActive() === add, 'focus back on Add')
      await until(() => rowTexts(grid(root)).some((cells) => cells.join(' ').includes(`Pathology ${specimen.specimenNo}`) && cells.join(' ').includes('Disagree')),
        'the new record listed with its link and category')
      const records = (await http.get<Page<FollowupRecordDto>>('api/followup/records', { examineId: c.examineId, page: 0, size: 50 })).content
      created.push(...records.filter((r) => r.category === 'disagree' && r.specimenId === specimen.id).map((r) => r.id))
      expect(created.length).to.equal(1)
      await waitForText(root, 'Latest category')
      expect(deepText(root.querySelector('dl')!)).to.contain('Disagree')

      // Back in the list: the case's latest category is "Disagree".
      await pressByKeyboard(root, 'Back to the cases')
      await waitForText(root, 'follow-ups are due')
      await searchFor(root, c.examNo)
      await until(() => {
        const rows = rowTexts(grid(root))
        return rows.length === 1 && rows[0]!.join(' ').includes(c.examNo) && rows[0]!.join(' ').includes('Disagree')
      }, 'the case listed as Disagree')

      // The coincidence rate of its physician counts the case as disagreeing now.
      // (Asked before the panel asks the same address: the client cancels the first of two identical requests in flight.)
      const after = (await http.get<CoincidenceDto>('api/followup/coincidence', { groupBy: 'physician' })).rows.find((r) => r.key === c.reportPhysician)!
      const tab = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((b) => (b.textContent ?? '').includes('Coincidence rate'))!
      tab.focus()
      await sendKeys({ press: 'Enter' })
      const was = c.category
      expect(after.followed).to.equal((before?.followed ?? 0) + (was ? 0 : 1))
      expect(after.disagree).to.equal((before?.disagree ?? 0) + (was === 'disagree' ? 0 : 1))
      expect(after.rate).to.not.equal(before?.rate)
      const physicianRow = () => [...root.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim()))
        .find((cells) => cells[0] === c.reportPhysician)
      await until(() => physicianRow()?.join('|') === [c.reportPhysician, after.followed, after.agree, after.partly, after.disagree, percent(after.rate)].join('|'),
        `the rate of ${c.reportPhysician} shown as ${percent(after.rate)}`).catch((error: Error) => {
        throw new Error(`${error.message}; the row reads ${JSON.stringify(physicianRow())}; ${deepText(root.querySelector('[role="tabpanel"]')!).slice(0, 600)}`)
      })
      await expectAccessible(el)
    } finally {
      if (created.length) await http.del('api/followup/records', created)
    }
  })
})
