/**
 * The staff chat (系统工具 › 即时通讯): department rooms and direct conversations, history over REST
 * (`GET api/chat/rooms`, `GET api/chat/messages?room=&before=`), live delivery over the WebSocket `webSocket/chat`.
 *
 * Room ids: `dept:<deptId>` — the room of a department, every member of it joined automatically; `dm:<a>-<b>` — the
 * direct conversation of users `a` < `b`.
 */

/** What a room is: a department's room, or a conversation of two users. */
export type ChatRoomKind = 'dept' | 'direct'

/**
 * One message. `text` is plain text as typed, 1–2000 characters (UTF-16 code units, what a textarea's `maxLength`
 * counts) — a client shows it as text, never as HTML.
 */
export interface ChatMessageDto {
  id: number
  room: string
  senderId: number
  /** The sender's display name (`nickName`). */
  senderName: string
  /** The sender's own id of the message (what a resend after a reconnect repeats). */
  clientId: string
  text: string
  /** `yyyy-MM-dd HH:mm:ss`. */
  createTime: string
}

/** One room of the caller (`GET api/chat/rooms`). */
export interface ChatRoomDto {
  id: string
  kind: ChatRoomKind
  /** The department's name, or the other user's display name. */
  name: string
  /** The other user of a direct room. */
  peerId?: number
  /** Messages of others the caller has not read. */
  unread: number
  /** The latest message, null in a room without any. */
  last: ChatMessageDto | null
}

/** One page of a room's history, oldest first (`GET api/chat/messages?room=&before=&size=`). */
export interface ChatMessagesPage {
  content: ChatMessageDto[]
  /** Whether older messages remain (ask again with `before` = the first id of this page). */
  hasMore: boolean
}

/** A user the caller may write to directly (`GET api/chat/users?blurry=`). */
export interface ChatUserDto {
  id: number
  username: string
  nickName: string
  deptName: string | null
}

/** `PUT api/chat/read`: the caller has read `room` up to message `lastId`. */
export interface ChatReadBody {
  room: string
  lastId: number
}

/** A message to post (the socket's `send` frame, and `POST api/chat/messages`). */
export interface ChatSendBody {
  room: string
  /** The sender's own id of this message, 8–64 letters, digits, `-` and `_`; reused by every resend. */
  clientId: string
  text: string
}

/** What a client sends over `webSocket/chat` after its token: a message to post. */
export interface ChatSendFrame extends ChatSendBody {
  type: 'send'
}

/** Why the server refused a `send` frame. */
export type ChatRefusal = 'invalid' | 'tooLong' | 'forbidden' | 'peerUnavailable'

/**
 * What the server sends over `webSocket/chat`, as the JSON text of a socket message's `msg` (`msgType` INFO): a
 * message of one of the user's rooms (a new one, or the stored copy answering a resend — a client keeps one per id),
 * or the refusal of a `send` frame.
 */
export type ChatServerEvent =
  | { type: 'message'; message: ChatMessageDto }
  | { type: 'rejected'; clientId: string; reason: ChatRefusal }
