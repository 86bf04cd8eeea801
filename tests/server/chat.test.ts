// The staff chat over real WebSockets: two (or three) users signed in on a real server, each with their own socket on
// `webSocket/chat` — department rooms, direct messages, unread counts, history, resends after a reconnect delivered
// once, plain text only, the length limit, and the refusals (no token, another department's room).
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { JSEncrypt } from 'jsencrypt'
import WebSocket from 'ws'
import type { ChatMessageDto, ChatMessagesPage, ChatRoomDto, ChatServerEvent, ChatUserDto } from '../../src/core/contract/chat'
import type { SocketMessage } from '../../src/core/contract/mnt'
import type { MenuNode } from '../../src/core/contract/menu'
import { startServer, type RunningServer } from '../../demo/server/start'

/** One signed-in chat socket and what it heard. */
interface ChatClient {
  ws: WebSocket
  /** Every chat event after CONNECT. */
  events: ChatServerEvent[]
  frames: SocketMessage[]
  closed: Promise<number>
  send(frame: unknown): void
  messages(): ChatMessageDto[]
}

describe('chat: department rooms and direct messages over real WebSockets', () => {
  let dataDir: string
  let server: RunningServer
  const tokens: Record<string, string> = {}
  const sockets: WebSocket[] = []
  // fangshe and fangshe2 (user 12) are both in 放射科 (dept 3); chaosheng is in 超声科 (dept 4).
  const FANGSHE = 3
  const CHAOSHENG = 4

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'clinic-chat-'))
    server = await startServer({ port: 0, dataDir, testCaptcha: '12', generatePacs: false, log: () => undefined })
    const config = await (await fetch(`${server.url}/config.json`)).json() as { rsaPublicKey: string }
    const rsa = new JSEncrypt()
    rsa.setPublicKey(config.rsaPublicKey)
    for (const username of ['fangshe', 'fangshe2', 'chaosheng', 'dengji', 'test']) {
      const captcha = await (await fetch(`${server.url}/auth/code`)).json() as { uuid: string }
      const login = await fetch(`${server.url}/auth/login`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: rsa.encrypt('123456'), code: '12', uuid: captcha.uuid }),
      })
      assert.equal(login.status, 200, username)
      tokens[username] = (await login.json() as { token: string }).token
    }
  })
  after(async () => {
    for (const ws of sockets) ws.terminate()
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  async function api<T>(user: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { Authorization: tokens[user]!, 'Accept-Language': 'en', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await res.text()
    return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T }
  }

  async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
    const end = Date.now() + ms
    while (!check()) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
      await new Promise((r) => setTimeout(r, 10))
    }
  }

  /** Opens `webSocket/chat`, sends `first` and waits for CONNECT (or the close, when `expectOpen` is false). */
  async function connect(first: unknown, expectOpen = true): Promise<ChatClient> {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/webSocket/chat`)
    sockets.push(ws)
    const frames: SocketMessage[] = []
    const events: ChatServerEvent[] = []
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as SocketMessage
      frames.push(frame)
      if (frame.msgType === 'INFO') events.push(JSON.parse(frame.msg) as ChatServerEvent)
    })
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)))
    await new Promise<void>((resolveOpen, reject) => {
      ws.once('open', () => resolveOpen())
      ws.once('error', reject)
    })
    ws.send(typeof first === 'string' ? first : JSON.stringify(first))
    if (expectOpen) await until(() => frames.some((f) => f.msgType === 'CONNECT'), 'CONNECT')
    return {
      ws, events, frames, closed,
      send: (frame) => ws.send(JSON.stringify(frame)),
      messages: () => events.flatMap((e) => (e.type === 'message' ? [e.message] : [])),
    }
  }

  const as = (user: string) => connect({ token: tokens[user] })
  let sequence = 0
  const clientId = () => `test-${Date.now()}-${sequence++}`

  it('refuses a socket without a valid token (4401) and tells it nothing of the rooms', async () => {
    const anonymous = await connect({ token: 'Bearer nope' }, false)
    assert.equal(await anonymous.closed, 4401)
    assert.deepEqual(anonymous.frames.map((f) => f.msgType), ['ERROR'])
    const silent = await connect('hello', false)
    assert.equal(await silent.closed, 4401)
    const rest = await fetch(`${server.url}/api/chat/rooms`)
    assert.equal(rest.status, 401)
  })

  it('gives every working staff role the chat menu (系统工具 › 即时通讯) and its permission, not 普通用户', async () => {
    const menus = await api<MenuNode[]>('dengji', 'GET', '/api/menus/build')
    const tools = menus.json.find((m) => m.path === '/sys-tools')
    assert.deepEqual(tools?.children?.map((c) => [c.path, c.component]), [['chat', 'tools/chat/index']])
    const rooms = await api<ChatRoomDto[]>('dengji', 'GET', '/api/chat/rooms')
    assert.equal(rooms.status, 200)
    assert.equal((await api<ChatRoomDto[]>('test', 'GET', '/api/chat/rooms')).status, 403)
  })

  it('delivers a department message to the department, not to another department, and stores it as plain text', async () => {
    const a = await as('fangshe')
    const b = await as('fangshe2')
    const other = await as('chaosheng')
    const rooms = await api<ChatRoomDto[]>('fangshe', 'GET', '/api/chat/rooms')
    assert.equal(rooms.status, 200)
    const room = rooms.json[0]!
    assert.deepEqual([room.id, room.kind, room.name, room.unread, room.last], ['dept:3', 'dept', '放射科', 0, null])

    const text = '<img src=x onerror=alert(1)> 今天 CT 2 号机检修\n下午恢复'
    const id = clientId()
    a.send({ type: 'send', room: 'dept:3', clientId: id, text })
    await until(() => b.messages().length === 1 && a.messages().length === 1, 'the message at both members')
    const got = b.messages()[0]!
    assert.deepEqual([got.room, got.senderId, got.senderName, got.clientId, got.text], ['dept:3', FANGSHE, '李建国', id, text])
    // The other department heard nothing (a later message of its own arrives; nothing before it).
    other.send({ type: 'send', room: 'dept:4', clientId: clientId(), text: '超声科例会' })
    await until(() => other.messages().length === 1, 'the other department\'s own message')
    assert.deepEqual(other.messages().map((m) => m.room), ['dept:4'])
    assert.equal(b.messages().length, 1, 'dept 4 messages do not reach dept 3')

    const history = await api<ChatMessagesPage>('fangshe2', 'GET', '/api/chat/messages?room=dept:3')
    assert.deepEqual(history.json.content.map((m) => m.text), [text])
    assert.equal(history.json.hasMore, false)
  })

  it('refuses another department\'s room over the socket and over REST', async () => {
    const other = await as('chaosheng')
    const id = clientId()
    other.send({ type: 'send', room: 'dept:3', clientId: id, text: 'hello' })
    await until(() => other.events.some((e) => e.type === 'rejected'), 'the refusal')
    assert.deepEqual(other.events, [{ type: 'rejected', clientId: id, reason: 'forbidden' }])
    const history = await api<{ message: string }>('chaosheng', 'GET', '/api/chat/messages?room=dept:3')
    assert.deepEqual([history.status, history.json.message], [403, 'You are not in this chat room'])
    const bad = await api<{ message: string }>('chaosheng', 'GET', '/api/chat/messages?room=dm:5-2')
    assert.equal(bad.status, 400)
  })

  it('delivers a direct message only to its target (and the sender), and the target sees the new room', async () => {
    const a = await as('fangshe')
    const b = await as('fangshe2')
    const c = await as('chaosheng')
    const room = `dm:${FANGSHE}-${CHAOSHENG}`
    a.send({ type: 'send', room, clientId: clientId(), text: '陈医生，3 床的超声结果出来了吗？' })
    await until(() => c.messages().length === 1 && a.messages().length === 1, 'the direct message')
    // fangshe2 is in fangshe's department but not in the conversation; a department message sent afterwards is the
    // first thing it hears.
    a.send({ type: 'send', room: 'dept:3', clientId: clientId(), text: 'marker' })
    await until(() => b.messages().length === 1, 'the marker')
    assert.deepEqual(b.messages().map((m) => m.text), ['marker'])
    assert.equal(c.messages().length, 1, 'the other department does not hear dept:3')

    const rooms = await api<ChatRoomDto[]>('chaosheng', 'GET', '/api/chat/rooms')
    const direct = rooms.json.find((r) => r.id === room)
    assert.deepEqual([direct?.kind, direct?.name, direct?.peerId, direct?.unread], ['direct', '李建国', FANGSHE, 1])
    const outsider = await api<unknown>('fangshe2', 'GET', `/api/chat/messages?room=${room}`)
    assert.equal(outsider.status, 403)
    const users = await api<ChatUserDto[]>('chaosheng', 'GET', `/api/chat/users?blurry=${encodeURIComponent('李建')}`)
    assert.deepEqual(users.json.map((u) => [u.id, u.deptName]), [[FANGSHE, '放射科']])
  })

  it('counts unread messages per room and clears them with a read mark that never moves back', async () => {
    const before0 = await api<ChatRoomDto[]>('fangshe2', 'GET', '/api/chat/rooms')
    const dept = before0.json.find((r) => r.id === 'dept:3')!
    assert.equal(dept.unread, 2, 'the two department messages of fangshe')
    assert.equal(dept.last?.text, 'marker')
    const sender = await api<ChatRoomDto[]>('fangshe', 'GET', '/api/chat/rooms')
    assert.equal(sender.json.find((r) => r.id === 'dept:3')?.unread, 0, 'one\'s own messages are read')

    const history = await api<ChatMessagesPage>('fangshe2', 'GET', '/api/chat/messages?room=dept:3')
    const first = history.json.content[0]!.id
    const last = history.json.content.at(-1)!.id
    assert.equal((await api('fangshe2', 'PUT', '/api/chat/read', { room: 'dept:3', lastId: first })).status, 204)
    assert.equal((await api<ChatRoomDto[]>('fangshe2', 'GET', '/api/chat/rooms')).json.find((r) => r.id === 'dept:3')?.unread, 1)
    await api('fangshe2', 'PUT', '/api/chat/read', { room: 'dept:3', lastId: last })
    await api('fangshe2', 'PUT', '/api/chat/read', { room: 'dept:3', lastId: first })
    assert.equal((await api<ChatRoomDto[]>('fangshe2', 'GET', '/api/chat/rooms')).json.find((r) => r.id === 'dept:3')?.unread, 0)
    assert.equal((await api('chaosheng', 'PUT', '/api/chat/read', { room: 'dept:3', lastId: last })).status, 403)
  })

  it('delivers a message resent after a reconnect once: the stored copy answers the sender, nobody hears it twice', async () => {
    const b = await as('fangshe2')
    const first = await as('fangshe')
    const id = clientId()
    first.send({ type: 'send', room: 'dept:3', clientId: id, text: '断线重发' })
    await until(() => b.messages().length === 1, 'the first delivery')
    // The sender's socket drops before it saw its copy (as far as it knows); it reconnects and resends.
    first.ws.terminate()
    const again = await as('fangshe')
    again.send({ type: 'send', room: 'dept:3', clientId: id, text: '断线重发' })
    await until(() => again.messages().length === 1, 'the stored copy at the sender')
    assert.equal(again.messages()[0]!.id, b.messages()[0]!.id)
    // A later message reaches b as the second one: the resend was not delivered again.
    again.send({ type: 'send', room: 'dept:3', clientId: clientId(), text: 'after' })
    await until(() => b.messages().length >= 2, 'the next message')
    assert.deepEqual(b.messages().map((m) => m.text), ['断线重发', 'after'])
    const stored = await api<ChatMessagesPage>('fangshe', 'GET', '/api/chat/messages?room=dept:3')
    assert.equal(stored.json.content.filter((m) => m.clientId === id).length, 1)
    // REST answers the same way: 200 with the stored message for a known client id.
    const rest = await api<ChatMessageDto>('fangshe', 'POST', '/api/chat/messages', { room: 'dept:3', clientId: id, text: '断线重发' })
    assert.deepEqual([rest.status, rest.json.id], [200, b.messages()[0]!.id])
  })

  it('limits a message to 2000 characters and refuses blank text', async () => {
    const a = await as('fangshe')
    const long = clientId()
    a.send({ type: 'send', room: 'dept:3', clientId: long, text: 'x'.repeat(2001) })
    const blank = clientId()
    a.send({ type: 'send', room: 'dept:3', clientId: blank, text: '   ' })
    await until(() => a.events.length === 2, 'two refusals')
    assert.deepEqual(a.events, [{ type: 'rejected', clientId: long, reason: 'tooLong' }, { type: 'rejected', clientId: blank, reason: 'invalid' }])
    const rest = await api<{ message: string }>('fangshe', 'POST', '/api/chat/messages', { room: 'dept:3', clientId: clientId(), text: 'x'.repeat(2001) })
    assert.deepEqual([rest.status, rest.json.message], [400, 'text: A message may have at most 2000 characters'])
    const ok = await api<ChatMessageDto>('fangshe', 'POST', '/api/chat/messages', { room: 'dept:3', clientId: clientId(), text: 'x'.repeat(2000) })
    assert.equal(ok.status, 201)
  })

  it('pages history backwards with before', async () => {
    const all = await api<ChatMessagesPage>('fangshe', 'GET', '/api/chat/messages?room=dept:3&size=100')
    const ids = all.json.content.map((m) => m.id)
    assert.ok(ids.length >= 4)
    const page = await api<ChatMessagesPage>('fangshe', 'GET', `/api/chat/messages?room=dept:3&size=2&before=${ids.at(-1)}`)
    assert.deepEqual(page.json.content.map((m) => m.id), ids.slice(-3, -1))
    assert.equal(page.json.hasMore, true)
  })
})
