import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useEffect, useId, useRef, useState } from 'react'
import type { SocketMessage } from '../../../../../core/contract'
import { openSocket, type SocketStatus } from '../../../../../core/socket/socket'
import { useT } from '../../../../../ui/i18n/useT'

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  log: {
    minHeight: '120px',
    maxHeight: '320px',
    overflowY: 'auto',
    padding: tokens.spacingVerticalS,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  error: { color: tokens.colorPaletteRedForeground1 },
  empty: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyBase },
})

/** Lines kept at most (older ones scroll away). */
const MAX_LINES = 1000

interface Line extends SocketMessage {
  key: number
}

const STATUS_COLOR: Record<SocketStatus, 'success' | 'informative' | 'warning' | 'danger'> = {
  open: 'success', connecting: 'informative', retrying: 'warning', refused: 'danger', closed: 'informative',
}

/**
 * The deployment log: every step and output line of deployments, starts, stops and roll-backs, streamed line by line
 * over the `deploy` WebSocket while the view is mounted (the socket closes with it). A live region, so a screen reader
 * hears the steps; errors are marked in words, not only in red.
 */
export function DeployLog() {
  const t = useT()
  const styles = useStyles()
  const headingId = useId()
  const [lines, setLines] = useState<Line[]>([])
  const [status, setStatus] = useState<SocketStatus>('connecting')
  const logRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let key = 0
    const socket = openSocket('deploy', {
      onStatus: setStatus,
      onMessage: (message) => {
        if (message.msgType === 'CONNECT') return
        setLines((old) => [...old.slice(-(MAX_LINES - 1)), { ...message, key: key++ }])
      },
    })
    return () => socket.close()
  }, [])
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [lines])
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>{t('resources.deploy.log.title')}</h2>
        <Badge appearance="tint" color={STATUS_COLOR[status]} data-socket-status={status}>{t(`resources.deploy.log.${status}`)}</Badge>
        <Button size="small" appearance="subtle" icon={<DeleteRegular />} disabled={lines.length === 0} onClick={() => setLines([])}>
          {t('resources.deploy.log.clear')}
        </Button>
      </div>
      <div ref={logRef} className={styles.log} role="log" aria-labelledby={headingId} tabIndex={0} data-deploy-log>
        {lines.length === 0 ? <div className={styles.empty}>{t('resources.deploy.log.empty')}</div> : lines.map((line) => (
          <div key={line.key} className={line.msgType === 'ERROR' ? styles.error : undefined} data-msg-type={line.msgType}>
            {line.msgType === 'ERROR' ? `${t('resources.deploy.log.error')}: ${line.msg}` : line.msg}
          </div>
        ))}
      </div>
    </section>
  )
}
