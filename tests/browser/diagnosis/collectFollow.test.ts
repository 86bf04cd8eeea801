// From the report editor, a radiologist collects a signed case (the collect dialog, loaded on demand) and puts it on
// the follow-up list (already there is said plainly, not as an error) — the two ways cases reach issue 14's lists.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-diagnosis'
import type { CollectedCaseDto, ExamDto, Page } from '../../../src/core/contract'
import type { FollowupCaseDto } from '../../../src/core/contract/followup'
import { http } from '../../../src/core/http/http'
import { setLocale } from '../../../src/core/i18n'
import { expectAccessible } from '../support/axe'
import { buttonByText, deepActive, deepText, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

describe('report editor: collect and follow up', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('fangshe')
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-diagnosis').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('collects a signed report\'s case into a folder and puts it on the follow-up list, each once', async function () {
    this.timeout(60_000)
    // A signed CT report nobody follows yet (negative: a positive one is on the list already).
    const page = await http.get<Page<ExamDto>>('api/exams', { modality: 'CT', status: '5', size: 100 })
    const followed = await http.get<Page<FollowupCaseDto>>('api/followup', { modality: 'CT', page: 0, size: 1000 })
    const known = new Set(followed.content.map((c) => c.examineId))
    const exam = page.content.find((e) => !known.has(e.id))
    expect(exam, 'a signed CT exam not followed').to.not.equal(undefined)

    const el = await fixture<HTMLElement>(html`<clinic-diagnosis view="diagnos/diagnos-in/report" examine-id=${String(exam!.id)} locale="en"></clinic-diagnosis>`)
    const root = el.shadowRoot!
    await until(() => buttonByText(root, 'Follow up'), 'the follow-up action of a signed report', { timeout: 15_000 })

    buttonByText(root, 'Follow up')!.focus()
    await sendKeys({ press: 'Enter' })
    await waitForText(root, 'On the follow-up list')
    const after = await http.get<Page<FollowupCaseDto>>('api/followup', { modality: 'CT', page: 0, size: 1000 })
    expect(after.content.some((c) => c.examineId === exam!.id)).to.equal(true)
    await sendKeys({ press: 'Enter' })
    await waitForText(root, 'Already on the follow-up list')

    const collect = buttonByText(root, 'Collect')!
    collect.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => root.querySelector('[role="dialog"]') && deepText(root.querySelector('[role="dialog"]')!).includes(exam!.examNo), 'the collect dialog')
    await expectAccessible(el)
    const dialog = root.querySelector('[role="dialog"]')!
    buttonByText(dialog, 'Collect')!.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => !root.querySelector('[role="dialog"]'), 'collected and closed')
    await until(() => deepActive() === collect, 'the focus back on Collect')
    const mine = await http.get<Page<CollectedCaseDto>>('api/collection', { scope: 'personal', page: 0, size: 200 })
    expect(mine.content.some((c) => c.examineId === exam!.id)).to.equal(true)
  })
})
