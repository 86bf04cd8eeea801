import { WebSocket } from 'ws'
import { z } from 'zod'
import type {
  ChatMessageDto, ChatMessagesPage, ChatRefusal, ChatRoomDto, ChatServerEvent, ChatUserDto,
} from '../../../src/core/contract/chat'
import type { Db } from '../db/db'
import { HttpError } from './errors'
import type { SocketHub } from './socket'
import { formatDateTime } from './time'

/** The socket sid of the chat (`/webSocket/chat`). */
export const CHAT_SID = 'chat'

/** The permission of the chat: the menu's, held by every staff role. */
export const CHAT_PERMISSION = 'chat:list'

/** The longest message, in UTF-16 code units (the contract's limit; the chat view's composer has the same). */
export const CHAT_TEXT_MAX = 2000

/** A room id: `dept:<deptId>` or `dm:<a>-<b>` (a < b). */
export const ChatRoomId = z.string().max(40).regex(/^(dept:[1-9]\d{0,8}|dm:[1-9]\d{0,8}-[1-9]\d{0,8})$/, { error: 'chat.roomInvalid' })

/** A client's id of a message. */
export const ChatClientId = z.string().regex(/^[\w-]{8,64}$/, { error: 'chat.clientIdInvalid' })

/** A message's text: not blank, at most {@link CHAT_TEXT_MAX} characters, no NUL. */
export const ChatText = z.string().min(1).max(CHAT_TEXT_MAX, { error: 'chat.textTooLong' })
  .refine((s) => s.trim() !== '', { error: 'validation.blank' })
  .refine((s) => !s.includes('\u0000'), { error: 'validation.badCharacters' })

/** A message to post (the socket frame and `POST api/chat/messages`). */
export const ChatSendSchema = z.object({ room: ChatRoomId, clientId: ChatClientId, text: ChatText })

/** The socket's `send` frame. */
const SendFrame = ChatSendSchema.extend({ type: z.literal('send') })

type Room = { kind: 'dept'; deptId: number } | { kind: 'direct'; a: number; b: number }

interface MessageRow { id: number; room: string; sender_id: number; sender_name: string | null; client_id: string; text: string; create_time: string }

const MESSAGE_SELECT = `SELECT m.id, m.room, m.sender_id, u.nick_name AS sender_name, m.client_id, m.text, m.create_time
  FROM chat_message m LEFT JOIN sys_user u ON u.id = m.sender_id`

function toMessage(row: MessageRow): ChatMessageDto {
  return {
    id: row.id, room: row.room, senderId: row.sender_id, senderName: row.sender_name ?? '', clientId: row.client_id,
    text: row.text, createTime: row.create_time,
  }
}

/** Parses a room id (already shaped by {@link ChatRoomId}); null when a direct room is not `a < b`. */
function parseRoom(id: string): Room | null {
  const dept = /^dept:(\d+)$/.exec(id)
  if (dept) return { kind: 'dept', deptId: Number(dept[1]) }
  const dm = /^dm:(\d+)-(\d+)$/.exec(id)
  if (!dm) return null
  const a = Number(dm[1])
  const b = Number(dm[2])
  return a < b ? { kind: 'direct', a, b } : null
}

/** The direct room of two users. */
export function directRoomId(userA: number, userB: number): string {
  return `dm:${Math.min(userA, userB)}-${Math.max(userA, userB)}`
}

/** The outcome of {@link ChatService.post}: the stored message, and whether this call stored it (not a resend). */
export interface PostResult {
  message: ChatMessageDto
  created: boolean
}

/**
 * The staff chat's model: who is in which room, the stored messages, read marks and unread counts. A user is in the
 * room of their own department and in the direct rooms naming them. Messages are plain text; a message's
 * `(sender, clientId)` is unique, so a resend after a reconnect returns the stored message instead of a copy.
 */
export class ChatService {
  constructor(private readonly db: Db, private readonly now: () => number) {}

  /** The department of a user (null: none, or the user is gone). */
  private deptOf(userId: number): number | null {
    const row = this.db.prepare('SELECT dept_id AS d FROM sys_user WHERE id = ?').get(userId) as { d: number | null } | undefined
    return row?.d ?? null
  }

  /**
   * The room `id` if `userId` is in it, else the refusal: `invalid` (no such room shape), `forbidden` (another
   * department's room, someone else's conversation). `forWriting` also refuses a conversation with a disabled or
   * vanished user (`peerUnavailable`).
   */
  check(userId: number, id: string, forWriting = false): Room | ChatRefusal {
    const room = parseRoom(id)
    if (!room) return 'invalid'
    if (room.kind === 'dept') return this.deptOf(userId) === room.deptId ? room : 'forbidden'
    if (room.a !== userId && room.b !== userId) return 'forbidden'
    const peer = room.a === userId ? room.b : room.a
    const row = this.db.prepare('SELECT enabled, outer_only AS outerOnly FROM sys_user WHERE id = ?').get(peer) as
      { enabled: number; outerOnly: number } | undefined
    if (!row || row.outerOnly === 1) return forWriting ? 'peerUnavailable' : 'forbidden'
    if (forWriting && row.enabled !== 1) return 'peerUnavailable'
    return room
  }

  /** {@link check} for a REST call: the room, or the matching 400/403/404. */
  require(userId: number, id: string, forWriting = false): Room {
    const room = this.check(userId, id, forWriting)
    if (room === 'invalid') throw new HttpError(400, 'chat.roomInvalid', { field: 'room' })
    if (room === 'forbidden') throw new HttpError(403, 'chat.roomForbidden')
    if (room === 'peerUnavailable' || room === 'tooLong') throw new HttpError(404, 'chat.peerUnavailable')
    return room
  }

  /** The users who receive a room's messages. */
  members(id: string): number[] {
    const room = parseRoom(id)
    if (!room) return []
    if (room.kind === 'direct') return [room.a, room.b]
    return (this.db.prepare('SELECT id FROM sys_user WHERE dept_id = ? AND enabled = 1').all(room.deptId) as { id: number }[]).map((r) => r.id)
  }

  /** The caller's rooms: their department's first (even when silent), then conversations, latest first. */
  rooms(userId: number): ChatRoomDto[] {
    const out: ChatRoomDto[] = []
    const dept = this.db.prepare('SELECT d.id, d.name FROM sys_user u JOIN sys_dept d ON d.id = u.dept_id WHERE u.id = ?').get(userId) as
      { id: number; name: string } | undefined
    if (dept) out.push(this.summary(userId, `dept:${dept.id}`, 'dept', dept.name))
    const direct = this.db.prepare(`SELECT m.room, MAX(m.id) AS lastId FROM chat_message m
        WHERE m.room LIKE 'dm:%' AND (m.room LIKE ? OR m.room LIKE ?)
        GROUP BY m.room ORDER BY lastId DESC LIMIT 200`).all(`dm:${userId}-%`, `dm:%-${userId}`) as { room: string }[]
    for (const { room } of direct) {
      const parsed = parseRoom(room)
      if (!parsed || parsed.kind !== 'direct' || (parsed.a !== userId && parsed.b !== userId)) continue
      const peerId = parsed.a === userId ? parsed.b : parsed.a
      const peer = this.db.prepare('SELECT nick_name AS n FROM sys_user WHERE id = ?').get(peerId) as { n: string } | undefined
      if (!peer) continue
      out.push({ ...this.summary(userId, room, 'direct', peer.n), peerId })
    }
    return out
  }

  private summary(userId: number, room: string, kind: ChatRoomDto['kind'], name: string): ChatRoomDto {
    const last = this.db.prepare(`${MESSAGE_SELECT} WHERE m.room = ? ORDER BY m.id DESC LIMIT 1`).get(room) as MessageRow | undefined
    return { id: room, kind, name, unread: this.unread(userId, room), last: last ? toMessage(last) : null }
  }

  /** Messages of others in `room` after the user's read mark. */
  unread(userId: number, room: string): number {
    const row = this.db.prepare(`SELECT COUNT(*) AS n FROM chat_message m
        WHERE m.room = ? AND m.sender_id <> ? AND m.id > COALESCE((SELECT last_read_id FROM chat_read WHERE user_id = ? AND room = ?), 0)`)
      .get(room, userId, userId, room) as { n: number }
    return row.n
  }

  /** Up to `size` messages of `room` older than `before` (all the latest without it), oldest first. */
  history(room: string, before: number | undefined, size: number): ChatMessagesPage {
    const rows = this.db.prepare(`${MESSAGE_SELECT} WHERE m.room = ? AND m.id < ? ORDER BY m.id DESC LIMIT ?`)
      .all(room, before ?? Number.MAX_SAFE_INTEGER, size + 1) as MessageRow[]
    const hasMore = rows.length > size
    return { content: rows.slice(0, size).reverse().map(toMessage), hasMore }
  }

  /** Moves the user's read mark of `room` forward to `lastId` (never back). */
  markRead(userId: number, room: string, lastId: number): void {
    this.db.prepare(`INSERT INTO chat_read (user_id, room, last_read_id) VALUES (?, ?, ?)
        ON CONFLICT (user_id, room) DO UPDATE SET last_read_id = MAX(last_read_id, excluded.last_read_id)`).run(userId, room, lastId)
  }

  /**
   * Stores a message of `userId` (the room already checked), or finds the one this sender stored before under the
   * same `clientId`. The sender has read their own message.
   */
  post(userId: number, room: string, clientId: string, text: string): PostResult {
    return this.db.transaction((): PostResult => {
      const stored = this.db.prepare(`${MESSAGE_SELECT} WHERE m.sender_id = ? AND m.client_id = ?`).get(userId, clientId) as MessageRow | undefined
      if (stored) return { message: toMessage(stored), created: false }
      // Line ends as one form: what a Windows and a Mac client type reads the same.
      const id = Number(this.db.prepare('INSERT INTO chat_message (room, sender_id, client_id, text, create_time) VALUES (?, ?, ?, ?, ?)')
        .run(room, userId, clientId, text.replace(/\r\n?/g, '\n'), formatDateTime(this.now())).lastInsertRowid)
      this.markRead(userId, room, id)
      return { message: toMessage(this.db.prepare(`${MESSAGE_SELECT} WHERE m.id = ?`).get(id) as MessageRow), created: true }
    })()
  }

  /** Enabled staff users other than `userId` whose name, account or department contains `blurry`, at most `size`. */
  users(userId: number, blurry: string | undefined, size: number): ChatUserDto[] {
    const like = `%${(blurry ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    return this.db.prepare(`SELECT u.id, u.username, u.nick_name AS nickName, d.name AS deptName
        FROM sys_user u LEFT JOIN sys_dept d ON d.id = u.dept_id
        WHERE u.id <> ? AND u.enabled = 1 AND u.outer_only = 0
          AND (u.nick_name LIKE ? ESCAPE '\\' OR u.username LIKE ? ESCAPE '\\' OR COALESCE(d.name, '') LIKE ? ESCAPE '\\')
        ORDER BY d.dept_sort, u.id LIMIT ?`).all(userId, like, like, like, size) as ChatUserDto[]
  }

  /**
   * Delivers a stored message over the socket hub: a new one to every member of its room, a resent one only to the
   * sender's own sockets (their pending copy is settled; nobody else hears it twice).
   */
  deliver(hub: SocketHub, result: PostResult): void {
    const event: ChatServerEvent = { type: 'message', message: result.message }
    const text = JSON.stringify(event)
    const to = result.created ? this.members(result.message.room) : [result.message.senderId]
    for (const userId of to) hub.sendToUser(userId, text, 'INFO', CHAT_SID)
  }

  /**
   * Serves the chat on the hub: `webSocket/chat` needs {@link CHAT_PERMISSION}; a client's `send` frame is stored and
   * delivered, or answered with a `rejected` event naming the reason. Returns the unsubscribe.
   */
  attach(hub: SocketHub): () => void {
    hub.restrict(CHAT_SID, [CHAT_PERMISSION])
    return hub.onMessage((client, data) => {
      if (client.sid !== CHAT_SID) return
      const clientId = data !== null && typeof data === 'object' && typeof (data as { clientId?: unknown }).clientId === 'string'
        ? (data as { clientId: string }).clientId.slice(0, 64) : ''
      const reject = (reason: ChatRefusal) => {
        const event: ChatServerEvent = { type: 'rejected', clientId, reason }
        if (client.socket.readyState === WebSocket.OPEN) client.socket.send(JSON.stringify({ msg: JSON.stringify(event), msgType: 'INFO' }))
      }
      const frame = SendFrame.safeParse(data)
      if (!frame.success) {
        reject(frame.error.issues.some((i) => i.path[0] === 'text' && i.code === 'too_big') ? 'tooLong' : 'invalid')
        return
      }
      const room = this.check(client.userId, frame.data.room, true)
      if (typeof room === 'string') {
        reject(room)
        return
      }
      this.deliver(hub, this.post(client.userId, frame.data.room, frame.data.clientId, frame.data.text))
    })
  }
}
