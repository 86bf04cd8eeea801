// The storage, picture host and mail views of <clinic-admin> (issue 15) against the contract server: a file uploaded with
// a progress bar and listed, a picture in the grid loading through its public link, the mail settings form, bold text
// typed into the shared rich-text editor from the keyboard, and the "not configured" states of object storage and mail
// (the real S3 and SMTP servers are exercised by the server tests).
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import { http } from '../../../src/core/http/http'
import type { LocalStorageDto, Page } from '../../../src/core/contract'
import { expectAccessible } from '../support/axe'
import { caretIn, deepActive, deepText, until, waitForText } from '../support/dom'
import { adminSession, dialog, grid, mountView, rowTexts } from './support'

/** A 1×1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))

/** Chooses `file` in the view's file input, as the file chooser would. */
function choose(root: ShadowRoot, file: File): void {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]')!
  const transfer = new DataTransfer()
  transfer.items.add(file)
  input.files = transfer.files
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Records whether an element matching `selector` ever appears in `root` (a progress bar shown only while uploading). */
function watchFor(root: ShadowRoot, selector: string): { seen: () => boolean; stop: () => void } {
  let seen = false
  const observer = new MutationObserver(() => {
    if (root.querySelector(selector)) seen = true
  })
  observer.observe(root, { childList: true, subtree: true })
  return { seen: () => seen, stop: () => observer.disconnect() }
}

/** Removes the files a test uploaded (as admin), whatever happened to the test. */
async function removeUploads(prefix: string): Promise<void> {
  const page = await http.get<Page<LocalStorageDto>>('api/localStorage', { blurry: prefix, size: 100 }, { silent: true })
  const ids = page.content.filter((f) => f.name.startsWith(prefix)).map((f) => f.id)
  if (ids.length) await http.del('api/localStorage', ids, { silent: true })
}

/** Answers the open confirmation with its confirm button. */
async function confirmDialog(root: ShadowRoot): Promise<void> {
  const box = await dialog(root)
  const buttons = [...box.querySelectorAll<HTMLButtonElement>('button')]
  buttons.at(-1)!.click()
}

describe('<clinic-admin view="tools/storage">', () => {
  adminSession(() => removeUploads('wtr-'))

  it('uploads a file with a progress bar, lists it with its type and size, and deletes it', async () => {
    const { el, root } = await mountView('tools/storage', 'Local storage')
    await until(() => grid(root), 'the list')
    const progress = watchFor(root, '[role="progressbar"]')
    const bytes = new Uint8Array(6 * 1024 * 1024).map((_v, i) => i % 251)
    choose(root, new File([bytes], 'wtr-protocol.pdf', { type: 'application/pdf' }))
    await until(() => rowTexts(grid(root)).some((row) => row.includes('wtr-protocol.pdf')), 'the upload listed', { timeout: 20_000 })
    progress.stop()
    expect(progress.seen(), 'a progress bar while uploading').to.equal(true)
    const row = rowTexts(grid(root)).find((cells) => cells.includes('wtr-protocol.pdf'))!
    expect(row).to.include('Document')
    expect(row).to.include('6.00MB')
    expect(root.querySelector('[role="progressbar"]'), 'no progress bar once done').to.equal(null)
    await expectAccessible(el)

    const remove = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label')?.includes('wtr-protocol.pdf') && b.getAttribute('aria-label')?.startsWith('Delete'))!
    remove.focus()
    await sendKeys({ press: 'Enter' })
    await confirmDialog(root)
    await until(() => !rowTexts(grid(root)).some((r) => r.includes('wtr-protocol.pdf')), 'the file gone')
  })

  it('says object storage is not configured and how to turn it on, from the keyboard', async () => {
    const { el, root } = await mountView('tools/storage', 'Local storage')
    const tab = [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent?.includes('Object storage'))!
    tab.focus()
    await sendKeys({ press: 'Enter' })
    await waitForText(root, 'Object storage is not configured')
    expect(deepText(root)).to.include('Open Settings and enter its endpoint, region, bucket, access key and secret key.')
    await expectAccessible(el)

    // The settings dialog opens from the message, and closing it gives the focus back to its button.
    const settings = [...root.querySelectorAll<HTMLButtonElement>('[data-testid="s3-not-configured"] button')].find((b) => b.textContent?.includes('Settings'))!
    settings.focus()
    await sendKeys({ press: 'Enter' })
    const box = await dialog(root, 'Object storage settings')
    expect(box.textContent).to.include('Secret key')
    await sendKeys({ press: 'Escape' })
    await until(() => !root.querySelector('[role="dialog"]'), 'dialog closed')
    await until(() => deepActive() === settings, 'focus back on Settings')
  })
})

describe('<clinic-admin view="tools/picture">', () => {
  adminSession(() => removeUploads('wtr-'))

  it('uploads a picture into the grid, shows it through its public link, and deletes it', async () => {
    const { el, root } = await mountView('tools/picture', 'Pictures')
    choose(root, new File([PNG], 'wtr-logo.png', { type: 'image/png' }))
    let image: HTMLImageElement | undefined
    await until(() => (image = [...root.querySelectorAll<HTMLImageElement>('li img')].find((i) => i.alt === 'wtr-logo.png')), 'the picture in the grid')
    await until(() => image!.complete && image!.naturalWidth === 1, 'the thumbnail loaded without a token')
    expect(image!.src).to.match(/\/file\/.+\?sig=/)
    expect(deepText(root)).to.include('70B')
    await expectAccessible(el)

    // Copy link: the clipboard takes the public link, or (clipboard refused) the link is shown to select by hand.
    const copy = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === 'Copy link: wtr-logo.png')!
    copy.click()
    await until(() => /Link of wtr-logo\.png copied|could not be copied; select it here: http:\/\/[^ ]+\/file\/.+\?sig=/.test(deepText(root)), 'the link copied or shown')

    const remove = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === 'Delete wtr-logo.png')!
    remove.focus()
    await sendKeys({ press: 'Enter' })
    await confirmDialog(root)
    await until(() => ![...root.querySelectorAll<HTMLImageElement>('li img')].some((i) => i.alt === 'wtr-logo.png'), 'the picture gone')
  })
})

describe('<clinic-admin view="tools/email">', () => {
  adminSession()

  it('shows the mail server form, and the send tab says no server is configured', async () => {
    const { el, root } = await mountView('tools/email', 'Mail')
    await waitForText(root, 'No mail server is configured')
    for (const label of ['Server', 'Port', 'Connection security', 'User name', 'Password', 'Sender address']) expect(deepText(root)).to.include(label)
    await expectAccessible(el)

    const send = [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent?.includes('Send mail'))!
    send.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => root.querySelector('[data-testid="mail-not-configured"]'), 'the not-configured message')
    expect(deepText(root.querySelector('[data-testid="mail-not-configured"]')!)).to.include('Sending needs a mail server')
  })

  it('types bold text into the rich-text editor from the keyboard, and sending says no server is configured', async () => {
    const { el, root } = await mountView('tools/email', 'Mail')
    const send = [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent?.includes('Send mail'))!
    send.click()
    let editor: HTMLElement | null = null
    await until(() => (editor = root.querySelector<HTMLElement>('[contenteditable="true"][aria-label="Message"]')), 'the editor loaded')
    const [to, subject] = [...root.querySelectorAll<HTMLInputElement>('form input')]
    to!.focus()
    await sendKeys({ type: 'dr.li@clinic.test' })
    subject!.focus()
    await sendKeys({ type: 'Follow-up' })

    editor!.focus()
    await caretIn(root, editor!)
    await sendKeys({ type: 'Plain ' })
    await until(() => editor!.textContent === 'Plain ', 'the plain text in the editor')
    await sendKeys({ down: 'Control' })
    await sendKeys({ press: 'b' })
    await sendKeys({ up: 'Control' })
    await sendKeys({ type: 'urgent' })
    await until(() => editor!.querySelector('strong')?.textContent === 'urgent', `bold text in the editor, saw ${editor!.innerHTML}`)
    const bold = root.querySelector<HTMLElement>('[role="toolbar"] button[aria-label="Bold (Ctrl+B)"]')!
    expect(bold.getAttribute('aria-pressed')).to.equal('true')

    // The toolbar from the keyboard: Shift+Tab from the text reaches it, the arrow keys move to Bold, Enter turns bold off
    // and gives the caret back to the text where it was.
    await sendKeys({ down: 'Shift' })
    await sendKeys({ press: 'Tab' })
    await sendKeys({ up: 'Shift' })
    await until(() => (deepActive() as HTMLElement | null)?.closest('[role="toolbar"]'), 'in the toolbar')
    for (let i = 0; i < 8 && deepActive() !== bold; i++) await sendKeys({ press: 'ArrowRight' })
    expect(deepActive() === bold, 'arrow keys reach Bold').to.equal(true)
    await sendKeys({ press: 'Enter' })
    await until(() => bold.getAttribute('aria-pressed') === 'false', 'bold off')
    await until(() => deepActive() === editor, 'the caret back in the text')
    // Lexical restores its selection in the frame after focusing: type once that frame has been drawn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await sendKeys({ type: ' done' })
    await until(() => (editor!.textContent ?? '').includes('Plain urgent done'), `plain text after, saw "${editor!.textContent ?? ''}"`)
    expect(editor!.querySelector('strong')?.textContent).to.equal('urgent')
    await expectAccessible(el)

    const submit = [...root.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].find((b) => b.textContent?.includes('Send'))!
    submit.click()
    await until(() => root.querySelector('[role="alert"]'), 'the refusal shown')
    expect(deepText(root.querySelector('[role="alert"]')!)).to.match(/Not sent: No mail server is configured/)
  })
})
