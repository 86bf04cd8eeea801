import { Button, Caption1, Field, makeStyles, mergeClasses, Textarea, tokens } from '@fluentui/react-components'
import { ArrowUpRegular, SendRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { ChatRoomDto } from '../../../../../core/contract'
import { useT } from '../../../../../ui/i18n/useT'
import { CHAT_TEXT_MAX, type ChatSession } from './chatSession'

const useStyles = makeStyles({
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, minHeight: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  log: {
    flex: '1 1 auto', minHeight: '240px', maxHeight: '55vh', overflowY: 'auto', margin: 0, padding: tokens.spacingVerticalS,
    listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground2, borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  message: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxWidth: '80%', alignSelf: 'flex-start',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1, color: tokens.colorNeutralForeground1,
  },
  mine: { alignSelf: 'flex-end', backgroundColor: tokens.colorBrandBackground2 },
  meta: { color: tokens.colorNeutralForeground2 },
  // Plain text, line breaks kept: the text is a React text node, never HTML.
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  failed: { color: tokens.colorPaletteRedForeground1 },
  empty: { color: tokens.colorNeutralForeground3, margin: 'auto' },
  composer: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { flex: '1 1 auto' },
})

/** Props of {@link Conversation}. */
export interface ConversationProps {
  session: ChatSession
  room: ChatRoomDto
}

/**
 * The open room: its messages (oldest first; earlier ones on request), this user's unconfirmed ones marked as sending
 * or refused, and the composer — Enter sends, Shift+Enter starts a new line (an IME composition's Enter is left to
 * it), at most 2000 characters.
 */
export function Conversation({ session, room }: ConversationProps) {
  const t = useT()
  const styles = useStyles()
  const headingId = useId()
  const messages = useStore(session.$messages)
  const pending = useStore(session.$pending)
  const hasMore = useStore(session.$hasMore)
  const me = useStore(session.$me)
  const [draft, setDraft] = useState('')
  const log = useRef<HTMLOListElement>(null)
  const last = messages.at(-1)?.id
  useEffect(() => {
    const element = log.current
    if (element) element.scrollTop = element.scrollHeight
  }, [last, pending.length, room.id])

  const send = () => {
    if (draft.trim() === '') return
    session.send(draft)
    setDraft('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    send()
  }

  return (
    <section className={styles.pane} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>{room.name}</h2>
      {hasMore ? (
        <Button appearance="subtle" size="small" icon={<ArrowUpRegular />} onClick={() => void session.loadOlder()}>{t('chat.loadOlder')}</Button>
      ) : null}
      <ol ref={log} className={styles.log} aria-label={t('chat.messages', { room: room.name })} tabIndex={0} data-chat-log>
        {messages.length === 0 && pending.length === 0 ? <li className={styles.empty}>{t('chat.empty')}</li> : null}
        {messages.map((message) => (
          <li key={message.id} className={mergeClasses(styles.message, message.senderId === me && styles.mine)} data-message-id={message.id}>
            <Caption1 className={styles.meta}>
              {message.senderId === me ? t('chat.you') : message.senderName} · <time dateTime={message.createTime.replace(' ', 'T')}>{message.createTime.slice(5, 16)}</time>
            </Caption1>
            <p className={styles.text}>{message.text}</p>
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.clientId} className={mergeClasses(styles.message, styles.mine)} data-pending={p.state}>
            <Caption1 className={mergeClasses(styles.meta, p.state === 'failed' && styles.failed)}>
              {p.state === 'failed' ? t('chat.failed', { reason: t(`chat.reason.${p.reason ?? 'invalid'}`) }) : t('chat.sending')}
            </Caption1>
            <p className={styles.text}>{p.text}</p>
            {p.state === 'failed' ? <Button size="small" onClick={() => session.retry(p.clientId)}>{t('chat.retry')}</Button> : null}
          </li>
        ))}
      </ol>
      <div className={styles.composer}>
        <Field
          className={styles.field}
          label={t('chat.composer', { room: room.name })}
          hint={`${t('chat.composerHint')} ${t('chat.length', { count: draft.length, max: CHAT_TEXT_MAX })}`}
        >
          <Textarea value={draft} maxLength={CHAT_TEXT_MAX} resize="vertical" rows={2} onChange={(_, data) => setDraft(data.value)} onKeyDown={onKeyDown} data-chat-composer />
        </Field>
        <Button appearance="primary" icon={<SendRegular />} disabled={draft.trim() === ''} onClick={send}>{t('chat.send')}</Button>
      </div>
    </section>
  )
}
