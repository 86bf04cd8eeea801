// Report templates: the shared picker (TemplateTree with its pick-list dialog, mounted in a small test element) and the
// three maintenance views of <clinic-diagnosis> against the contract server.
import { expect, fixture, html } from '@open-wc/testing'
import { createElement, useState } from 'react'
import '../../../elements/clinic-diagnosis'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { invalidate } from '../../../src/core/query/query'
import { toElement } from '../../../src/ui/element'
import { TemplateTree } from '../../../src/ui/report/templates'
import { expectAccessible } from '../support/axe'
import { buttonByText, deepText, find, typeInto, until, waitForText } from '../support/dom'
import { openConsole, resetConsole } from '../support/console'
import { resetAll, signIn } from '../support/session'

/** The picker as the report editor uses it; what `onApply` received is written into an <output>. */
function Harness({ modality }: { modality?: string }) {
  const [applied, setApplied] = useState('')
  return createElement(
    'div',
    null,
    createElement(TemplateTree, { ...(modality ? { modality } : {}), onApply: (text, mode) => setApplied(JSON.stringify({ mode, ...text })) }),
    createElement('output', { 'data-applied': '' }, applied),
  )
}
class TemplateTreeHarness extends toElement(Harness, { props: { modality: 'string' } }) {}
if (!customElements.get('test-template-tree')) customElements.define('test-template-tree', TemplateTreeHarness)

const SEARCH = 'Search templates (name, pinyin initials, text)'
const rows = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>('[role="treeitem"]'))
const rowNamed = (root: ParentNode, name: string) => rows(root).find((row) => (row.textContent ?? '').trim() === name)
const treeNames = (root: ParentNode) => rows(root).map((row) => (row.textContent ?? '').trim())
const stamp = () => String(Date.now()).slice(-6)

/** Chooses a row of the tree as a user does, and waits until the tree shows it chosen. */
async function choose(root: ParentNode, name: string): Promise<void> {
  press(rowNamed(root, name))
  await until(() => rowNamed(root, name)?.getAttribute('aria-selected') === 'true', `${name} chosen`)
}

/** Clicks like a user: the control takes the focus first (a dialog gives it back there when it closes). */
function press(control: HTMLElement | undefined | null): void {
  if (!control) throw new Error('no such control')
  control.focus()
  control.click()
}

async function session(username: string) {
  resetAll()
  await setLocale('en', false)
  await signIn(username)
  invalidate(['api/template/tree', 'api/phrase'])
}

async function mountPicker(modality?: string): Promise<ShadowRoot> {
  const el = modality
    ? await fixture<HTMLElement>(html`<test-template-tree modality=${modality} locale="en"></test-template-tree>`)
    : await fixture<HTMLElement>(html`<test-template-tree locale="en"></test-template-tree>`)
  const root = el.shadowRoot!
  await until(() => rowNamed(root, 'Public'), 'the tree drawn')
  await until(() => rows(root).length > 3, 'the templates loaded')
  return root
}

async function mountView(view: string): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = await fixture<HTMLElement>(html`<clinic-diagnosis view=${view} locale="en"></clinic-diagnosis>`)
  return { el, root: el.shadowRoot! }
}

/** Searches the template list by name, the way a user does: type into the search row, press Search. */
async function searchList(root: ShadowRoot, text: string): Promise<void> {
  typeInto(await find<HTMLInputElement>(root, '[data-filter="blurry"] input'), text)
  root.querySelector<HTMLButtonElement>('form[role="search"] button[type="submit"]')!.click()
}

afterEach(async () => {
  document.querySelectorAll('test-template-tree, clinic-diagnosis').forEach((el) => el.remove())
  resetAll()
  await setLocale('zh-CN', false)
})

describe('TemplateTree (the report editor\'s template picker)', () => {
  beforeEach(() => session('chaosheng'))

  it('finds templates by the pinyin initials of their names, with their folders', async () => {
    const root = await mountPicker('US')
    typeInto(await find<HTMLInputElement>(root, `input[aria-label="${SEARCH}"]`), 'gnzy')
    await until(() => rowNamed(root, '宫内早孕 单活胚'), 'found by initials')
    const names = treeNames(root)
    expect(names).to.include.members(['宫内早孕 单活胚', '宫内早孕 未见胚芽', '早孕', '产科', '超声'])
    expect(names).to.not.include('双胎早孕')
    expect(names).to.not.include('NT 正常 单胎')
    await waitForText(root, '2 templates found')
    typeInto(root.querySelector<HTMLInputElement>(`input[aria-label="${SEARCH}"]`)!, 'zzzz')
    await waitForText(root, 'No template matches “zzzz”')
    await expectAccessible(root.host)
  })

  it('asks for the pick-lists first, then applies the chosen text', async () => {
    const root = await mountPicker('US')
    typeInto(await find<HTMLInputElement>(root, `input[aria-label="${SEARCH}"]`), 'NT 正常')
    await until(() => rowNamed(root, 'NT 正常 单胎'))
    await choose(root, 'NT 正常 单胎')
    await waitForText(root, '显示不清')
    press(buttonByText(root, 'Insert'))
    const dialog = await find(root, '[role="dialog"]')
    await waitForText(dialog, 'Choose the options of “NT 正常 单胎”')
    const selects = Array.from(dialog.querySelectorAll<HTMLSelectElement>('select'))
    expect(selects.length).to.equal(4, 'the four pick-lists of the findings')
    expect(selects.map((s) => s.value)).to.deep.equal(['0', '0', '0', '0'], 'the first option preselected')
    expect(selects[0]?.labels?.[0]?.textContent).to.contain('鼻骨')
    await expectAccessible(root.host)
    selects[0]!.value = '1'
    selects[0]!.dispatchEvent(new Event('change', { bubbles: true }))
    selects[3]!.value = '2'
    selects[3]!.dispatchEvent(new Event('change', { bubbles: true }))
    await waitForText(dialog, '鼻骨显示不清')
    press(buttonByText(dialog, 'Apply'))
    await until(() => root.querySelector('output')?.textContent)
    const applied = JSON.parse(root.querySelector('output')!.textContent!) as { mode: string; findings: string; impression: string }
    expect(applied.mode).to.equal('insert')
    expect(applied.findings).to.contain('鼻骨显示不清，静脉导管 a 波正向，三尖瓣未见反流')
    expect(applied.findings).to.contain('胎盘位于子宫底部')
    expect(applied.findings).to.not.contain('{{')
    expect(applied.impression).to.equal('宫内孕，单活胎，相当于孕 __ 周 __ 天；NT 值在正常范围。')
    await until(() => !root.querySelector('[role="dialog"]'), 'the dialog closed')
  })

  it('does not show fangshe\'s personal templates to another user, but shows the user his own', async () => {
    let root = await mountPicker()
    typeInto(await find<HTMLInputElement>(root, `input[aria-label="${SEARCH}"]`), '李建国')
    await waitForText(root, 'No template matches “李建国”')
    typeInto(root.querySelector<HTMLInputElement>(`input[aria-label="${SEARCH}"]`)!, '陈静')
    await until(() => rowNamed(root, '陈静 晚孕 快速'), 'his own personal template')
    document.querySelector('test-template-tree')!.remove()
    await session('fangshe')
    root = await mountPicker()
    typeInto(await find<HTMLInputElement>(root, `input[aria-label="${SEARCH}"]`), '李建国')
    await until(() => rowNamed(root, '李建国 胸部CT 常规'))
    expect(treeNames(root)).to.include('Personal')
    expect(deepText(root)).to.not.contain('陈静')
  })
})

describe('<clinic-diagnosis> template maintenance views', () => {
  beforeEach(() => session('fangshe'))

  it('lists templates with filters, opens the full-page editor and saves with the version (infoManage/reportTemplate)', async () => {
    const name = `测试模板${stamp()}`
    // A personal template of his own to edit.
    const { el, root } = await mountView('infoManage/treeTemplate')
    await until(() => rowNamed(root, 'Personal'))
    await choose(root, 'Personal')
    press(buttonByText(root, 'New template'))
    await waitForText(root, 'New report template')
    const nameInput = await find<HTMLInputElement>(root, 'form input[type="text"]')
    typeInto(nameInput, name)
    const findings = root.querySelectorAll<HTMLTextAreaElement>('textarea')[0]!
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!
    setter.call(findings, '{{左|右}}侧卵巢未见异常')
    findings.dispatchEvent(new Event('input', { bubbles: true }))
    await waitForText(root, '1 pick-lists')
    await expectAccessible(el)
    press(buttonByText(root, 'Save'))
    // Back on the list (opened in place: the element is embedded alone).
    await waitForText(root, 'Report templates')
    await searchList(root, name)
    await until(() => root.querySelector(`[aria-label="Edit ${name}"]`), 'the new template listed')
    expect(deepText(root)).to.contain('Personal')
    await expectAccessible(el)
    press(root.querySelector<HTMLButtonElement>(`[aria-label="Edit ${name}"]`))
    await waitForText(root, `Edit template “${name}”`)
    const input = await find<HTMLInputElement>(root, 'form input[type="text"]')
    expect(input.value).to.equal(name)
    typeInto(input, `${name}改`)
    press(buttonByText(root, 'Save'))
    await waitForText(root, 'Report templates')
    await searchList(root, `${name}改`)
    await until(() => root.querySelector(`[aria-label="Edit ${name}改"]`), 'the renamed template listed')
    // Delete it through the list's row delete and its confirmation.
    press(root.querySelector<HTMLButtonElement>(`[aria-label="Delete ${name}改"]`))
    const confirm = await find(root, '[role="alertdialog"]')
    confirm.querySelectorAll<HTMLButtonElement>('button')[1]!.click()
    await until(() => !root.querySelector(`[aria-label="Edit ${name}改"]`), 'deleted')
  })

  it('adds folders, renames, moves by keyboard and by drag, and deletes in the tree (infoManage/treeTemplate)', async () => {
    const first = `甲${stamp()}`
    const second = `乙${stamp()}`
    const { el, root } = await mountView('infoManage/treeTemplate')
    await until(() => rowNamed(root, 'Personal'))
    await expectAccessible(el)
    const addFolder = async (name: string) => {
      await choose(root, 'Personal')
      press(buttonByText(root, 'New folder'))
      const dialog = await find(root, '[role="dialog"]')
      typeInto(dialog.querySelector('input')!, name)
      press(buttonByText(dialog, 'OK'))
      await until(() => rowNamed(root, name), `${name} added`)
    }
    await addFolder(first)
    await addFolder(second)
    const personalNames = () => {
      const all = rows(root)
      const start = all.findIndex((r) => r.textContent?.trim() === 'Personal')
      return all.slice(start + 1).filter((r) => r.getAttribute('aria-level') === '2').map((r) => r.textContent?.trim())
    }
    expect(personalNames().indexOf(first)).to.be.lessThan(personalNames().indexOf(second))
    // Keyboard: Alt+↑ moves the focused node above its neighbour.
    const row = rowNamed(root, second)!
    row.focus()
    row.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', altKey: true, bubbles: true, composed: true }))
    await until(() => personalNames().indexOf(second) < personalNames().indexOf(first), 'moved up')
    // Rename.
    await choose(root, second)
    press(buttonByText(root, 'Rename'))
    const dialog = await find(root, '[role="dialog"]')
    typeInto(dialog.querySelector('input')!, `${second}改`)
    press(buttonByText(dialog, 'OK'))
    await until(() => rowNamed(root, `${second}改`), 'renamed')
    // Drag the first folder into the renamed one.
    const data = new DataTransfer()
    const source = rowNamed(root, first)!
    const target = rowNamed(root, `${second}改`)!
    source.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: data }))
    const box = target.getBoundingClientRect()
    const at = { bubbles: true, cancelable: true, dataTransfer: data, clientX: box.left + 10, clientY: box.top + box.height / 2 }
    target.dispatchEvent(new DragEvent('dragover', at))
    target.dispatchEvent(new DragEvent('drop', at))
    await until(() => rowNamed(root, first)?.getAttribute('aria-level') === '3', 'dropped into the folder')
    // A non-empty folder is refused with the server's reason; emptied, it goes.
    await choose(root, `${second}改`)
    press(buttonByText(root, 'Delete'))
    let confirm = await find(root, '[role="alertdialog"]')
    confirm.querySelectorAll<HTMLButtonElement>('button')[1]!.click()
    await waitForText(root, 'is not empty')
    // The click that chose the folder closed it; another opens it again.
    press(rowNamed(root, `${second}改`))
    await until(() => rowNamed(root, first), 'the folder open again')
    await choose(root, first)
    press(buttonByText(root, 'Delete'))
    confirm = await find(root, '[role="alertdialog"]')
    confirm.querySelectorAll<HTMLButtonElement>('button')[1]!.click()
    // (The tree reloads after a change: wait for it back with the folder, not for a moment without rows.)
    await until(() => !rowNamed(root, first) && rowNamed(root, `${second}改`), 'deleted, the folder still there')
    await choose(root, `${second}改`)
    press(buttonByText(root, 'Delete'))
    confirm = await find(root, '[role="alertdialog"]')
    confirm.querySelectorAll<HTMLButtonElement>('button')[1]!.click()
    await until(() => !rowNamed(root, `${second}改`), 'deleted')
    // The confirmation gone, and the page no longer hidden behind it.
    await until(() => !root.querySelector('[role="alertdialog"], .fui-FluentProvider[aria-hidden="true"]'), 'the confirmation closed')
    await expectAccessible(el)
  })
})

describe('the template edit page opened from a console link', () => {
  beforeEach(async () => {
    resetConsole()
    await setLocale('en', false)
    await signIn('fangshe')
  })
  afterEach(resetConsole)

  it('opens the template the link names (/infoManage/reportTemplateEdit?id=N), not a blank new one', async () => {
    const page = await http.get<{ content: { id: number; name: string }[] }>('api/template', { size: 1 })
    const template = page.content[0]!
    const el = await openConsole(`/infoManage/reportTemplateEdit?id=${template.id}`)
    const nameOf = () => {
      const editor = el.shadowRoot!.querySelector('clinic-diagnosis')?.shadowRoot
      return editor?.querySelector<HTMLInputElement>('form input[type="text"]')?.value
    }
    await until(() => nameOf() === template.name, `the form holds “${template.name}”`)
    expect(deepText(el.shadowRoot!)).to.not.include('New report template')
  })
})
