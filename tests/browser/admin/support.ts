// Helpers of the administration tests: mount a view of <clinic-admin>, read its grid, drive its dialogs.
import { fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-admin'
import { setLocale } from '../../../src/core/i18n'
import { until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

/**
 * The life of every administration test: a clean page signed in as admin in English before each test; after it, the
 * views removed, `cleanUp` run as admin (records the test made), and the page clean again in the default locale.
 */
export function adminSession(cleanUp: () => Promise<void> = async () => undefined): void {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('admin')
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-admin').forEach((el) => el.remove())
    await signIn('admin')
    await cleanUp()
    resetAll()
    await setLocale('zh-CN', false)
  })
}

/** Searches the list from the keyboard: types `text` into the search row's `filter` field and presses Enter. */
export async function searchFor(root: ParentNode, text: string, filter = 'blurry'): Promise<void> {
  const input = root.querySelector<HTMLInputElement>(`[data-filter="${filter}"] input`)!
  input.focus()
  input.select()
  await sendKeys({ type: text })
  await sendKeys({ press: 'Enter' })
}

/** Mounts `<clinic-admin view=…>` in English and waits for its heading. */
export async function mountView(view: string, heading: string): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = await fixture<HTMLElement>(html`<clinic-admin view=${view} locale="en"></clinic-admin>`)
  const root = el.shadowRoot!
  await waitForText(root, heading)
  return { el, root }
}

/** The grid of the view (the first one, or the one named `label`). */
export function grid(root: ParentNode, label?: string): HTMLElement {
  const grids = [...root.querySelectorAll<HTMLElement>('[role="grid"], [role="treegrid"]')]
  return (label ? grids.find((g) => g.getAttribute('aria-label') === label) : grids[0])!
}

/** The text of each body row's cells (checkbox and actions columns included as empty strings). */
export function rowTexts(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('[role="rowgroup"]:last-of-type [role="row"]')].map((row) =>
    [...row.querySelectorAll('[role="gridcell"]')].map((cell) => (cell.textContent ?? '').trim()),
  )
}

/** The text of column `index` (0-based, counting the checkbox column) of every body row. */
export function column(table: HTMLElement, index: number): string[] {
  return rowTexts(table).map((cells) => cells[index] ?? '')
}

/** Waits until the grid's rows satisfy `predicate`. */
export async function untilRows(root: ParentNode, predicate: (rows: string[][]) => boolean, message: string, label?: string): Promise<void> {
  await until(() => {
    const table = grid(root, label)
    return table && predicate(rowTexts(table))
  }, message)
}

/** The open dialog of the root (the add/edit form or a confirmation). */
export async function dialog(root: ParentNode, name?: string): Promise<HTMLElement> {
  let found: HTMLElement | null = null
  await until(() => {
    const dialogs = [...root.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')]
    found = (name ? dialogs.find((d) => (d.textContent ?? '').includes(name)) : dialogs.at(-1)) ?? null
    return found
  }, `dialog ${name ?? ''} open`)
  return found!
}

/** Types into the field of a form labelled `label`, replacing what is there, as a user would. */
export async function fill(form: HTMLElement, label: string, value: string): Promise<void> {
  const field = [...form.querySelectorAll<HTMLElement>('[data-field]')].find((f) => f.querySelector('label')?.textContent?.replace(/\*$/, '').trim() === label)
  if (!field) throw new Error(`no field ${label}`)
  const input = field.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')!
  input.focus()
  input.select()
  if (value === '') await sendKeys({ press: 'Backspace' })
  else await sendKeys({ type: value })
}

/** The message shown under the field labelled `label`, or ''. */
export function fieldError(form: HTMLElement, label: string): string {
  const field = [...form.querySelectorAll<HTMLElement>('[data-field]')].find((f) => f.querySelector('label')?.textContent?.replace(/\*$/, '').trim() === label)
  return (field?.querySelector('[role="alert"], .fui-Field__validationMessage')?.textContent ?? '').trim()
}

/** Clicks the button whose text or accessible name is `name`. */
export function press(root: ParentNode, name: string): void {
  const button = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === name || (b.textContent ?? '').trim() === name)
  if (!button) throw new Error(`no button ${name}`)
  button.click()
}

/**
 * Chooses options of the select, multi-select or tree select labelled `label` in `form`, as a user would: opens it
 * from the keyboard, clicks each option by its text (listboxes and trees open in the element's own shadow root), closes it again.
 */
export async function pick(root: ParentNode, form: HTMLElement, label: string, ...texts: string[]): Promise<void> {
  const field = [...form.querySelectorAll<HTMLElement>('[data-field]')].find((f) => f.querySelector('label')?.textContent?.replace(/\*$/, '').trim() === label)
  if (!field) throw new Error(`no field ${label}`)
  const trigger = field.querySelector<HTMLElement>('[role="combobox"], button')!
  let multiple = false
  for (const text of texts) {
    if (trigger.getAttribute('aria-expanded') !== 'true') {
      trigger.focus()
      await sendKeys({ press: 'Enter' })
    }
    let option: HTMLElement | undefined
    await until(() => {
      // The popup opened last is the last in the root (a page's own tree can hold the same names).
      option = [...root.querySelectorAll<HTMLElement>('[role="option"], [role="menuitemcheckbox"], [role="treeitem"]')].filter((o) => (o.textContent ?? '').trim() === text).at(-1)
      return option
    }, `option ${text} of ${label}`)
    multiple = option!.getAttribute('role') === 'menuitemcheckbox'
    option!.click()
  }
  // A multi-select stays open after a choice; Escape closes its list (and only the list). A single select closes by
  // itself (its expanded state may lag a frame behind: an Escape then would close the dialog instead).
  if (multiple && trigger.getAttribute('aria-expanded') === 'true') {
    trigger.focus()
    await sendKeys({ press: 'Escape' })
    await until(() => trigger.getAttribute('aria-expanded') !== 'true', `${label} closed`)
  }
}

export { deepActive } from '../support/dom'
