// Embedded on a HIS screen, a report viewer is a named region of the host's page, in its own language, and two of
// them on one screen are told apart by their names.
import { expect } from '@open-wc/testing'
import '../../../elements/clinic-report-viewer'
import { setLocale } from '../../../src/core/i18n'
import { resetAll } from '../support/session'
import { answer, place, unplaceAll, viewIn } from './fixtures'

const VIEW = /\/api\/reportInfo\/view\?/

describe('<clinic-report-viewer> on a host page', () => {
  let stub: ReturnType<typeof answer> | null = null
  beforeEach(resetAll)
  afterEach(async () => {
    unplaceAll()
    stub?.restore()
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('names its region after the patient and exam, so two viewers have distinct names', async () => {
    stub = answer([
      { pattern: /examineId=9001/, body: viewIn('final') },
      { pattern: /examineId=9002/, body: viewIn('final', { id: 7002, examineId: 9002 }, { id: 9002, examNo: 'US20250320002', patientName: '李春梅' }) },
      { pattern: VIEW, body: viewIn('final') },
    ])
    const first = place('<clinic-report-viewer examine-id="9001" locale="en" token="Bearer fixture"></clinic-report-viewer>')
    const second = place('<clinic-report-viewer examine-id="9002" locale="en" token="Bearer fixture"></clinic-report-viewer>')
    await Promise.all([first.loaded, second.loaded])
    const name = (el: HTMLElement) => el.shadowRoot!.querySelector('[role="region"]')!.getAttribute('aria-label')
    expect(name(first.el)).to.equal('Report of 王小燕, exam US20250320001')
    expect(name(second.el)).to.equal('Report of 李春梅, exam US20250320002')
  })

  it('carries its language on its own root and leaves the host page\'s <html lang> alone', async () => {
    document.documentElement.lang = 'de'
    stub = answer([{ pattern: VIEW, body: viewIn('final') }])
    const { el, loaded } = place('<clinic-report-viewer examine-id="9001" locale="ja" token="Bearer fixture"></clinic-report-viewer>')
    await loaded
    expect(el.shadowRoot!.querySelector('[data-clinic-root]')!.getAttribute('lang')).to.equal('ja')
    expect(document.documentElement.lang).to.equal('de')
    document.documentElement.lang = 'en'
  })
})
