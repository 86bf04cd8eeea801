import { atom, computed, type ReadableAtom } from 'nanostores'
import type { ChatMessageDto, ChatMessagesPage, ChatRefusal, ChatRoomDto, ChatServerEvent, ChatUserDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http'
import { ensureUser } from '../../../../../core/session'
import { openSocket, type SocketConnection, type SocketStatus } from '../../../../../core/socket/socket'

/** The longest message (the server's limit, `CHAT_TEXT_MAX` of the contract server). */
export const CHAT_TEXT_MAX = 2000

/** A message typed here that the server has not confirmed yet (or refused). */
export interface PendingMessage {
  clientId: string
  room: string
  text: string
  /** `sending` until the server's copy arrives; `failed` with the server's reason when it refused. */
  state: 'sending' | 'failed'
  reason?: ChatRefusal
}

/** What a screen reader is told of a message that just arrived from someone else. */
export interface ChatAnnouncement {
  message: ChatMessageDto
  /** The room's name, when the message arrived in a room other than the open one. */
  elsewhere: string | null
}

/** The stores and actions of one open chat view. */
export interface ChatSession {
  $rooms: ReadableAtom<ChatRoomDto[]>
  $active: ReadableAtom<string | null>
  /** The open room's messages, oldest first, confirmed ones only. */
  $messages: ReadableAtom<ChatMessageDto[]>
  $hasMore: ReadableAtom<boolean>
  /** The open room's unconfirmed messages. */
  $pending: ReadableAtom<PendingMessage[]>
  $status: ReadableAtom<SocketStatus>
  $me: ReadableAtom<number | null>
  $announcement: ReadableAtom<ChatAnnouncement | null>
  /** Failure of a REST call (rooms, history), for a message bar. */
  $error: ReadableAtom<string | null>
  /** Opens a room (loads its latest messages and marks them read). */
  select(room: string): Promise<void>
  /** Loads the page before the oldest shown message. */
  loadOlder(): Promise<void>
  /** Sends `text` to the open room; it stays pending until the server's copy arrives, and is resent after a reconnect. */
  send(text: string): void
  /** Sends a failed message again. */
  retry(clientId: string): void
  /** Opens (or starts) the direct conversation with `user`. */
  openDirect(user: ChatUserDto): Promise<void>
  /** Closes the socket (the view unmounts). */
  stop(): void
}

const PAGE = 50

function newClientId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

/** The direct room of two users (`dm:<smaller id>-<larger id>`, as the server names it). */
export function directRoomId(a: number, b: number): string {
  return `dm:${Math.min(a, b)}-${Math.max(a, b)}`
}

/**
 * Starts the staff chat of one view: the rooms (`GET api/chat/rooms`), the open room's history, and the socket
 * `webSocket/chat` that brings new messages. A message is sent with a client id of its own and stays pending until
 * the server's copy comes back; after a dropped connection every pending message is resent with the same id (the
 * server stores it once), and the rooms and the open room are reloaded for what was missed. Nothing is global:
 * `stop()` ends it.
 */
export function startChatSession(): ChatSession {
  const $rooms = atom<ChatRoomDto[]>([])
  const $active = atom<string | null>(null)
  const $loaded = atom<ChatMessageDto[]>([])
  const $hasMore = atom(false)
  const $allPending = atom<PendingMessage[]>([])
  const $status = atom<SocketStatus>('connecting')
  const $me = atom<number | null>(null)
  const $announcement = atom<ChatAnnouncement | null>(null)
  const $error = atom<string | null>(null)
  const $pending = computed([$allPending, $active], (all, active) => all.filter((p) => p.room === active))
  let stopped = false
  let opened = false
  let socket: SocketConnection | null = null

  const fail = (error: unknown) => {
    if (!stopped) $error.set(error instanceof Error ? error.message : String(error))
  }

  const loadRooms = async () => {
    const rooms = await http.get<ChatRoomDto[]>('api/chat/rooms', undefined, { silent: true })
    if (stopped) return
    // A conversation opened here before its first message is not on the server's list yet: keep it.
    const local = $rooms.get().filter((r) => r.kind === 'direct' && !rooms.some((s) => s.id === r.id) && r.last === null)
    $rooms.set([...rooms, ...local])
    $error.set(null)
  }

  const markRead = (room: string, lastId: number) => {
    $rooms.set($rooms.get().map((r) => (r.id === room ? { ...r, unread: 0 } : r)))
    void http.put('api/chat/read', { room, lastId }, { silent: true }).catch(fail)
  }

  const merge = (list: readonly ChatMessageDto[], more: readonly ChatMessageDto[]) => {
    const byId = new Map(list.map((m) => [m.id, m]))
    for (const m of more) byId.set(m.id, m)
    return [...byId.values()].sort((a, b) => a.id - b.id)
  }

  const loadLatest = async (room: string) => {
    const page = await http.get<ChatMessagesPage>('api/chat/messages', { room, size: PAGE }, { silent: true })
    if (stopped || $active.get() !== room) return
    $loaded.set(merge($loaded.get(), page.content))
    $hasMore.set(page.hasMore)
    const last = page.content.at(-1)
    if (last) markRead(room, last.id)
  }

  const transmit = (pending: PendingMessage) => {
    socket?.send({ type: 'send', room: pending.room, clientId: pending.clientId, text: pending.text })
  }

  const onEvent = (event: ChatServerEvent) => {
    if (event.type === 'rejected') {
      $allPending.set($allPending.get().map((p) => (p.clientId === event.clientId ? { ...p, state: 'failed', reason: event.reason } : p)))
      return
    }
    const { message } = event
    const me = $me.get()
    const mine = message.senderId === me
    if (mine) $allPending.set($allPending.get().filter((p) => p.clientId !== message.clientId))
    const active = $active.get() === message.room
    const known = active && $loaded.get().some((m) => m.id === message.id)
    if (active) $loaded.set(merge($loaded.get(), [message]))
    const room = $rooms.get().find((r) => r.id === message.room)
    if (!room) {
      // A conversation someone else just started: the server names it.
      void loadRooms().catch(fail)
    } else if (!known) {
      const newer = !room.last || room.last.id < message.id
      $rooms.set($rooms.get().map((r) => (r.id === message.room ? {
        ...r, last: newer ? message : r.last, unread: mine || active ? r.unread : r.unread + 1,
      } : r)))
    }
    if (active && !mine && !known) markRead(message.room, message.id)
    // A room not listed yet is a conversation the sender just started: it bears the sender's name.
    if (!mine && !known) $announcement.set({ message, elsewhere: active ? null : (room?.name ?? message.senderName) })
  }

  const connect = () => {
    socket = openSocket('chat', {
      onStatus: (status) => {
        $status.set(status)
        if (status !== 'open') return
        // After a reconnect: what arrived meanwhile, and what this view sent without a confirmation.
        if (opened) {
          void loadRooms().catch(fail)
          const room = $active.get()
          if (room) void loadLatest(room).catch(fail)
        }
        opened = true
        for (const p of $allPending.get()) if (p.state === 'sending') transmit(p)
      },
      onMessage: (frame) => {
        if (frame.msgType !== 'INFO') return
        let event: ChatServerEvent
        try {
          event = JSON.parse(frame.msg) as ChatServerEvent
        } catch {
          return
        }
        if (event && (event.type === 'message' || event.type === 'rejected')) onEvent(event)
      },
    })
  }

  const select = async (room: string) => {
    if ($active.get() === room) return
    $active.set(room)
    $loaded.set([])
    $hasMore.set(false)
    await loadLatest(room).catch(fail)
  }

  void (async () => {
    try {
      const user = await ensureUser()
      if (stopped) return
      $me.set(user?.id ?? null)
      await loadRooms()
      const first = $rooms.get()[0]
      if (first && !$active.get()) await select(first.id)
    } catch (error) {
      fail(error)
    }
  })()
  connect()

  return {
    $rooms, $active, $messages: $loaded, $hasMore, $pending, $status, $me, $announcement, $error,
    select,
    async loadOlder() {
      const room = $active.get()
      const oldest = $loaded.get()[0]
      if (!room || !oldest) return
      try {
        const page = await http.get<ChatMessagesPage>('api/chat/messages', { room, before: oldest.id, size: PAGE }, { silent: true })
        if ($active.get() !== room) return
        $loaded.set(merge($loaded.get(), page.content))
        $hasMore.set(page.hasMore)
      } catch (error) {
        fail(error)
      }
    },
    send(text) {
      const room = $active.get()
      if (!room || text.trim() === '' || text.length > CHAT_TEXT_MAX) return
      const pending: PendingMessage = { clientId: newClientId(), room, text, state: 'sending' }
      $allPending.set([...$allPending.get(), pending])
      transmit(pending)
    },
    retry(clientId) {
      const pending = $allPending.get().find((p) => p.clientId === clientId)
      if (!pending) return
      // A refused message is refused again under its old id's reason; a fresh id lets a changed situation through.
      const again: PendingMessage = { clientId: newClientId(), room: pending.room, text: pending.text, state: 'sending' }
      $allPending.set([...$allPending.get().filter((p) => p.clientId !== clientId), again])
      transmit(again)
    },
    async openDirect(user) {
      const me = $me.get()
      if (me === null) return
      const room = directRoomId(me, user.id)
      if (!$rooms.get().some((r) => r.id === room)) {
        $rooms.set([...$rooms.get(), { id: room, kind: 'direct', name: user.nickName, peerId: user.id, unread: 0, last: null }])
      }
      await select(room)
    },
    stop() {
      stopped = true
      socket?.close()
      socket = null
    },
  }
}
