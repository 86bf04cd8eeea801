import { z } from 'zod'
import { CHAT_PERMISSION, ChatRoomId, ChatSendSchema, ChatService } from '../lib/chat'
import type { Services } from '../lib/context'
import { Resource } from '../lib/route'
import { Id, IdText } from '../schemas/common'

const ChatMessageSchema = z.object({
  id: z.number().int(),
  room: z.string(),
  senderId: z.number().int(),
  senderName: z.string(),
  clientId: z.string(),
  text: z.string().describe('Plain text as typed; shown as text, never as HTML'),
  createTime: z.string(),
})

const ChatRoomSchema = z.object({
  id: z.string().describe('`dept:<deptId>` or `dm:<a>-<b>` (a < b)'),
  kind: z.enum(['dept', 'direct']),
  name: z.string(),
  peerId: z.number().int().optional(),
  unread: z.number().int(),
  last: ChatMessageSchema.nullable(),
})

const ChatMessagesQuery = z.object({
  room: ChatRoomId,
  before: IdText.optional(),
  size: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(1).max(100)).optional(),
})

const ChatUsersQuery = z.object({ blurry: z.string().max(50).optional() })

const ChatUserSchema = z.object({ id: z.number().int(), username: z.string(), nickName: z.string(), deptName: z.string().nullable() })

const ChatReadSchema = z.object({ room: ChatRoomId, lastId: Id })

/**
 * The staff chat (系统工具 › 即时通讯, `tools/chat/index`): the caller's rooms with unread counts, history pages, read
 * marks, the users one may write to, and posting (the REST twin of the socket's `send` frame). Live delivery runs over
 * `webSocket/chat` ({@link ChatService.attach}); every call needs `chat:list`, and a room only its members.
 */
export function chatRoutes(s: Services): Resource {
  const chat = new ChatService(s.db, s.now)
  chat.attach(s.socket)
  const r = new Resource('/api/chat', 'chat', s)
  const permission = [CHAT_PERMISSION] as const

  r.route({
    method: 'get', path: '/rooms', permission, response: z.array(ChatRoomSchema),
    summary: "The caller's rooms: their department's first, then direct conversations, latest first, with unread counts",
  }, (c, { principal }) => c.json(chat.rooms(principal.userId)))

  r.route({
    method: 'get', path: '/messages', permission, query: ChatMessagesQuery,
    response: z.object({ content: z.array(ChatMessageSchema), hasMore: z.boolean() }),
    summary: "A page of a room's history, oldest first: the latest `size` (default 50) messages, or those before id `before`",
  }, (c, { query, principal }) => {
    chat.require(principal.userId, query.room)
    return c.json(chat.history(query.room, query.before, query.size ?? 50))
  })

  r.route({
    method: 'put', path: '/read', permission, body: ChatReadSchema, status: 204,
    summary: 'Marks a room read up to a message (the mark never moves back)',
  }, (c, { body, principal }) => {
    chat.require(principal.userId, body.room)
    chat.markRead(principal.userId, body.room, body.lastId)
    return c.body(null, 204)
  })

  r.route({
    method: 'post', path: '/messages', permission, body: ChatSendSchema, response: ChatMessageSchema,
    summary: 'Posts a message (as the socket\'s send frame): 201 stored and delivered, 200 the stored one for a resent clientId',
    description: 'The text is plain (at most 2000 characters); the same clientId from the same sender is stored once.',
  }, (c, { body, principal }) => {
    chat.require(principal.userId, body.room, true)
    const result = chat.post(principal.userId, body.room, body.clientId, body.text)
    chat.deliver(s.socket, result)
    return c.json(result.message, result.created ? 201 : 200)
  })

  r.route({
    method: 'get', path: '/users', permission, query: ChatUsersQuery, response: z.array(ChatUserSchema),
    summary: 'Staff one may write to directly, by part of the name, account or department (at most 50)',
  }, (c, { query, principal }) => c.json(chat.users(principal.userId, query.blurry, 50)))

  return r
}
