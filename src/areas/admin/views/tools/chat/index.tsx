import { Badge, Button, makeStyles, shorthands, MessageBar, MessageBarBody, Title3, tokens } from '@fluentui/react-components'
import { PersonAddRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import type { SocketStatus } from '../../../../../core/socket/socket'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { startChatSession, type ChatSession } from './chatSession'
import { chatMessages } from './messages'
import { Conversation } from './Conversation'
import { NewDirectDialog } from './NewDirectDialog'
import { RoomList } from './RoomList'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  heading: { margin: 0 },
  body: { display: 'grid', gridTemplateColumns: 'minmax(200px, 280px) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
  hidden: {
    position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap',
    ...shorthands.padding(0), ...shorthands.borderWidth(0),
  },
})

const STATUS_COLOR: Record<SocketStatus, 'success' | 'informative' | 'warning' | 'danger'> = {
  open: 'success', connecting: 'informative', retrying: 'warning', refused: 'danger', closed: 'informative',
}

/**
 * The staff chat (`tools/chat/index`, 系统工具 › 即时通讯): the rooms of the signed-in user (their department's,
 * joined automatically, and direct conversations) with unread badges, the open room's messages and a composer. New
 * messages arrive over the `chat` WebSocket while the view is shown (it closes with the view) and are announced to
 * screen readers in a polite live region.
 */
export default function ChatView() {
  useMessages(chatMessages)
  const [session, setSession] = useState<ChatSession | null>(null)
  useEffect(() => {
    const started = startChatSession()
    setSession(started)
    return () => started.stop()
  }, [])
  return session ? <ChatScreen session={session} /> : null
}

function ChatScreen({ session }: { session: ChatSession }) {
  const t = useT()
  const styles = useStyles()
  const rooms = useStore(session.$rooms)
  const active = useStore(session.$active)
  const status = useStore(session.$status)
  const error = useStore(session.$error)
  const announcement = useStore(session.$announcement)
  const [picking, setPicking] = useState(false)
  const room = rooms.find((r) => r.id === active) ?? null
  const title = t('chat.title')
  return (
    <section className={styles.page} aria-label={title}>
      <div className={styles.header}>
        <Title3 as="h1" className={styles.heading}>{title}</Title3>
        <Badge appearance="tint" color={STATUS_COLOR[status]} data-socket-status={status}>{t(`chat.status.${status}`)}</Badge>
      </div>
      {status === 'refused' ? <MessageBar intent="error"><MessageBarBody>{t('chat.refused')}</MessageBarBody></MessageBar> : null}
      {status === 'retrying' ? <MessageBar intent="warning"><MessageBarBody>{t('chat.retrying')}</MessageBarBody></MessageBar> : null}
      {error ? <MessageBar intent="error"><MessageBarBody>{t('chat.loadFailed', { message: error })}</MessageBarBody></MessageBar> : null}
      <div className={styles.body}>
        <div className={styles.side}>
          <Button icon={<PersonAddRegular />} onClick={() => setPicking(true)}>{t('chat.newDirect')}</Button>
          <RoomList rooms={rooms} active={active} onSelect={(id) => void session.select(id)} />
        </div>
        {room ? <Conversation session={session} room={room} /> : <p className={styles.hint}>{t('chat.chooseRoom')}</p>}
      </div>
      <div className={styles.hidden} role="status" aria-live="polite" aria-atomic="true" data-chat-announcement>
        {announcement ? (announcement.elsewhere
          ? t('chat.announceElsewhere', { room: announcement.elsewhere, name: announcement.message.senderName, text: announcement.message.text })
          : t('chat.announce', { name: announcement.message.senderName, text: announcement.message.text })) : ''}
      </div>
      {picking ? (
        <NewDirectDialog
          onClose={() => setPicking(false)}
          onPick={(user) => {
            setPicking(false)
            void session.openDirect(user)
          }}
        />
      ) : null}
    </section>
  )
}
