import { Caption1, CounterBadge, makeStyles, mergeClasses, shorthands, tokens, useArrowNavigationGroup } from '@fluentui/react-components'
import { ChatMultipleRegular, PersonRegular } from '@fluentui/react-icons'
import { useId } from 'react'
import type { ChatRoomDto } from '../../../../../core/contract'
import { useT } from '../../../../../ui/i18n/useT'

const useStyles = makeStyles({
  nav: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  room: {
    display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', columnGap: tokens.spacingHorizontalS,
    width: '100%', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`, textAlign: 'start', cursor: 'pointer',
    border: `${tokens.strokeWidthThin} solid transparent`, borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorTransparentBackground, color: tokens.colorNeutralForeground1, fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  active: { backgroundColor: tokens.colorSubtleBackgroundSelected, ...shorthands.borderColor(tokens.colorNeutralStroke1) },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  preview: { color: tokens.colorNeutralForeground2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  hidden: {
    position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap',
    ...shorthands.padding(0), ...shorthands.borderWidth(0),
  },
  empty: { color: tokens.colorNeutralForeground3, margin: 0 },
})

/** Props of {@link RoomList}. */
export interface RoomListProps {
  rooms: readonly ChatRoomDto[]
  active: string | null
  onSelect: (room: string) => void
}

/**
 * The caller's rooms, the department's first: a button each with the room's kind, its latest message and an unread
 * badge (spoken as words). Arrow keys move between rooms; Tab leaves the list.
 */
export function RoomList({ rooms, active, onSelect }: RoomListProps) {
  const t = useT()
  const styles = useStyles()
  const headingId = useId()
  const arrows = useArrowNavigationGroup({ axis: 'vertical', memorizeCurrent: true })
  return (
    <nav className={styles.nav} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>{t('chat.rooms')}</h2>
      {rooms.length === 0 ? <p className={styles.empty}>{t('chat.noRooms')}</p> : (
        <ul className={styles.list} {...arrows}>
          {rooms.map((room) => (
            <li key={room.id}>
              <button
                type="button"
                className={mergeClasses(styles.room, room.id === active && styles.active)}
                aria-current={room.id === active ? 'true' : undefined}
                data-room={room.id}
                onClick={() => onSelect(room.id)}
              >
                {room.kind === 'dept' ? <ChatMultipleRegular aria-hidden="true" /> : <PersonRegular aria-hidden="true" />}
                <span className={styles.text}>
                  <span className={styles.name}>{room.name}</span>
                  <Caption1 className={styles.preview}>
                    {room.last ? `${room.last.senderName}: ${room.last.text}` : t(room.kind === 'dept' ? 'chat.deptRoom' : 'chat.directRoom')}
                  </Caption1>
                </span>
                {room.unread > 0 ? (
                  <>
                    <CounterBadge count={room.unread} overflowCount={99} size="small" aria-hidden="true" data-unread={room.unread} />
                    <span className={styles.hidden}>{t('chat.unread', { count: room.unread })}</span>
                  </>
                ) : <span />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
