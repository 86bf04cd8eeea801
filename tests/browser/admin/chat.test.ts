// The staff chat of <clinic-admin view="tools/chat"> against the contract server: the view signed in as one
// radiologist, a colleague of the same department on a second WebSocket opened by the test — messages both ways,
// plain text only, Enter / Shift+Enter, unread badges, a direct conversation, the live region, axe.
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-admin'
import type { ChatMessageDto, ChatServerEvent, SocketMessage } from '../../../src/core/contract'
import { setLocale } from '../../../src/core/i18n'
import { $token, clearSession } from '../../../src/core/session'
import { socketUrl } from '../../../src/core/socket/socket'
import { expectAccessible } from '../support/axe'
import { deepActive, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'

/** A second user's chat socket, opened by the test, and the messages it received. */
interface Peer {
  ws: WebSocket
  received: ChatMessageDto[]
  send(room: string, text: string): void
}

async function openPeer(token: string): Promise<Peer> {
  const ws = new WebSocket(socketUrl('chat'))
  const received: ChatMessageDto[] = []
  let connected = false
  ws.onopen = () => ws.send(JSON.stringify({ token }))
  ws.onmessage = (event) => {
    const frame = JSON.parse(String(event.data)) as SocketMessage
    if (frame.msgType === 'CONNECT') connected = true
    if (frame.msgType !== 'INFO') return
    const chat = JSON.parse(frame.msg) as ChatServerEvent
    if (chat.type === 'message') received.push(chat.message)
  }
  await until(() => connected, 'the second user signed in on the chat socket')
  let n = 0
  return {
    ws, received,
    send: (room, text) => ws.send(JSON.stringify({ type: 'send', room, clientId: `peer-${Date.now()}-${n++}`, text })),
  }
}

/** The texts of the messages shown in the open room. */
function shownTexts(root: ParentNode): string[] {
  return [...root.querySelectorAll('[data-chat-log] [data-message-id] p')].map((p) => p.textContent ?? '')
}

describe('<clinic-admin view="tools/chat">', () => {
  let peer: Peer | null = null
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
  })
  afterEach(async () => {
    peer?.ws.close()
    peer = null
    document.querySelectorAll('clinic-admin').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  /** Signs in 王磊 (fangshe2) for the test's socket, then 李建国 (fangshe, same department) for the view. */
  async function mountAsFangshe(): Promise<{ el: HTMLElement; root: ShadowRoot }> {
    await signIn('fangshe2')
    const peerToken = $token.get()!
    clearSession()
    await signIn('fangshe')
    peer = await openPeer(peerToken)
    const el = await fixture<HTMLElement>(html`<clinic-admin view="tools/chat" locale="en"></clinic-admin>`)
    const root = el.shadowRoot!
    await waitForText(root, 'Staff chat')
    await until(() => root.querySelector('[data-socket-status="open"]'), 'the chat socket signed in')
    await until(() => root.querySelector('[data-room="dept:3"][aria-current="true"]'), 'the department room open')
    return { el, root }
  }

  it('sends from the keyboard (Shift+Enter a new line, Enter sends) and the colleague receives it as plain text', async () => {
    const { el, root } = await mountAsFangshe()
    expect(root.querySelector('h2')?.textContent).to.equal('Rooms')
    await expectAccessible(el)

    const composer = root.querySelector<HTMLTextAreaElement>('[data-chat-composer]')!
    composer.focus()
    const stamp = Date.now()
    await sendKeys({ type: `Hello <b>team</b> ${stamp}` })
    await sendKeys({ down: 'Shift' })
    await sendKeys({ press: 'Enter' })
    await sendKeys({ up: 'Shift' })
    await sendKeys({ type: 'line 2' })
    await sendKeys({ press: 'Enter' })
    const text = `Hello <b>team</b> ${stamp}\nline 2`
    await until(() => peer!.received.some((m) => m.text === text), 'the colleague received the message')
    await until(() => shownTexts(root).includes(text), 'the message shown as confirmed')
    expect(composer.value, 'the composer emptied').to.equal('')
    expect(root.querySelector('[data-chat-log] b') === null, 'the text is never HTML').to.equal(true)
    expect(root.querySelector('[data-pending]') === null, 'nothing left pending').to.equal(true)
    await expectAccessible(el)
  })

  it('shows and announces a colleague\'s message, counts unread ones in another room, and opens it by keyboard', async () => {
    const { el, root } = await mountAsFangshe()
    const stamp = Date.now()
    peer!.send('dept:3', `CT 2 is back ${stamp}`)
    await until(() => shownTexts(root).includes(`CT 2 is back ${stamp}`), 'the colleague\'s message shown')
    await until(() => root.querySelector('[data-chat-announcement]')?.textContent === `王磊: CT 2 is back ${stamp}`, 'announced')

    // A direct message starts a room of its own, with an unread badge while another room is open.
    peer!.send('dm:3-12', `Direct ${stamp}`)
    await until(() => root.querySelector('[data-room="dm:3-12"] [data-unread]'), 'the direct room with its unread badge')
    const direct = root.querySelector<HTMLButtonElement>('[data-room="dm:3-12"]')!
    expect(direct.textContent).to.contain('unread')
    await until(() => (root.querySelector('[data-chat-announcement]')?.textContent ?? '').startsWith('In 王磊, 王磊: Direct'), 'announced with its room')
    await expectAccessible(el)

    // Arrow keys move through the rooms; Enter opens one, which reads it.
    root.querySelector<HTMLButtonElement>('[data-room="dept:3"]')!.focus()
    await sendKeys({ press: 'ArrowDown' })
    await until(() => deepActive() === direct, 'the focus on the direct room')
    await sendKeys({ press: 'Enter' })
    await until(() => shownTexts(root).includes(`Direct ${stamp}`), 'the direct conversation open')
    await until(() => !root.querySelector('[data-room="dm:3-12"] [data-unread]'), 'the badge cleared')
  })

  it('starts a direct conversation from the colleague picker; Escape returns the focus to its button', async () => {
    const { el, root } = await mountAsFangshe()
    const opener = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'New conversation')!
    opener.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => root.querySelector('[role="dialog"]'), 'the picker open')
    await sendKeys({ type: '陈静' })
    await until(() => root.querySelector('[role="dialog"] [data-user="chaosheng"]'), 'the colleague found')
    await expectAccessible(el)
    await sendKeys({ press: 'Escape' })
    await until(() => !root.querySelector('[role="dialog"]'), 'the picker closed')
    await until(() => deepActive() === opener, 'the focus back on the opener')

    opener.focus()
    await sendKeys({ press: 'Enter' })
    await sendKeys({ type: '陈静' })
    const pick = await (async () => {
      await until(() => root.querySelector('[role="dialog"] [data-user="chaosheng"]'), 'the colleague found')
      return root.querySelector<HTMLButtonElement>('[role="dialog"] [data-user="chaosheng"]')!
    })()
    pick.click()
    await until(() => root.querySelector('[data-room="dm:3-4"][aria-current="true"]'), 'the new conversation open')
    await waitForText(root, 'Message to 陈静')
  })
})
