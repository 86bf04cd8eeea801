import { Button, Checkbox, Field, makeStyles, Select, tokens } from '@fluentui/react-components'
import { DeleteRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons'
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react'
import type { EndoscopyCaptureDto } from '../../../core/contract/endoscopy'
import { confirm } from '../../../core/notify/confirm'
import { useT } from '../../../ui/i18n/useT'
import { captureFileUrl, deleteCaptures, holdCaptureFiles, orderCaptures, updateCapture } from './api'
import { ENDOSCOPY_KINDS, ENDOSCOPY_SITES, type EndoscopyKind } from '../../../core/endoscopy/sites'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, width: '176px', padding: tokens.spacingHorizontalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground1,
  },
  excluded: { borderTopStyle: 'dashed', borderRightStyle: 'dashed', borderBottomStyle: 'dashed', borderLeftStyle: 'dashed', backgroundColor: tokens.colorNeutralBackground3 },
  over: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  thumb: { width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', backgroundColor: '#000', display: 'block' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  handle: { cursor: 'grab', minWidth: 0, flexGrow: 1, justifyContent: 'flex-start' },
  muted: { color: tokens.colorNeutralForeground3 },
})

function Thumb({ capture, alt }: { capture: EndoscopyCaptureDto; alt: string }) {
  const styles = useStyles()
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    captureFileUrl(capture.id).then((u) => live && setUrl(u), () => undefined)
    return () => {
      live = false
    }
  }, [capture.id])
  return url ? <img className={styles.thumb} src={url} alt={alt} data-testid="es-thumb" /> : <div className={styles.thumb} role="img" aria-label={alt} />
}

/** Props of {@link CaptureStrip}. */
export interface CaptureStripProps {
  examineId: number
  captures: readonly EndoscopyCaptureDto[]
  /** Takes the list as the server answered it after a change. */
  onChange(captures: EndoscopyCaptureDto[]): void
  /** Reloads the list (after a refused change). */
  reload(): void
  kind: EndoscopyKind
  onKind(kind: EndoscopyKind): void
  editable: boolean
}

/**
 * The images captured during the exam: each with its site label, whether the report includes it, and its place in
 * the print order — moved by dragging, or with Alt+arrow keys on its handle.
 */
export function CaptureStrip({ examineId, captures, onChange, reload, kind, onKind, editable }: CaptureStripProps) {
  const t = useT()
  const styles = useStyles()
  const ids = useId()
  const [dragging, setDragging] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  const [announce, setAnnounce] = useState('')
  const listRef = useRef<HTMLOListElement | null>(null)
  const focusAfter = useRef<number | null>(null)
  // The images' object URLs live while a strip shows them.
  useEffect(holdCaptureFiles, [])

  useEffect(() => {
    if (focusAfter.current === null) return
    listRef.current?.querySelector<HTMLElement>(`[data-handle="${focusAfter.current}"]`)?.focus()
    focusAfter.current = null
  })

  const sites = ENDOSCOPY_SITES[kind]
  const siteName = (capture: EndoscopyCaptureDto) => capture.site ?? t('endoscopy.strip.unlabelled')

  const move = async (id: number, to: number) => {
    const from = captures.findIndex((c) => c.id === id)
    if (from < 0 || to < 0 || to >= captures.length || from === to) return
    const next = [...captures]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item!)
    focusAfter.current = id
    onChange(next.map((c, i) => ({ ...c, sort: i + 1 })))
    setAnnounce(t('endoscopy.strip.moved', { position: to + 1, count: captures.length }))
    await saveOrder(next.map((c) => c.id))
  }

  // One order save in flight at a time, the latest order waiting: two moves sent at once could reach the server in
  // either order (the shared client cancels the older of two identical calls, which may have arrived already).
  const orderSave = useRef<{ running: boolean; next: number[] | null }>({ running: false, next: null })
  const saveOrder = async (ids: number[]) => {
    const queue = orderSave.current
    queue.next = ids
    if (queue.running) return
    queue.running = true
    try {
      while (queue.next) {
        const sending = queue.next
        queue.next = null
        const answer = await orderCaptures(examineId, sending)
        if (!queue.next) onChange(answer)
      }
    } catch {
      queue.next = null
      reload()
    } finally {
      queue.running = false
    }
  }

  const change = async (capture: EndoscopyCaptureDto, patch: { site?: string | null; inReport?: boolean }) => {
    try {
      const saved = await updateCapture(capture.id, { ...patch, version: capture.version })
      onChange(captures.map((c) => (c.id === saved.id ? saved : c)))
    } catch {
      reload()
    }
  }

  const remove = async (capture: EndoscopyCaptureDto, n: number) => {
    const yes = await confirm({
      title: t('endoscopy.strip.deleteTitle'),
      message: t('endoscopy.strip.deleteMessage', { n, site: siteName(capture) }),
      confirmText: t('endoscopy.strip.delete'),
      cancelText: t('endoscopy.cancel'),
    })
    if (!yes) return
    try {
      await deleteCaptures([capture.id])
      onChange(captures.filter((c) => c.id !== capture.id).map((c, i) => ({ ...c, sort: i + 1 })))
      setAnnounce(t('endoscopy.strip.deleted', { n }))
    } catch {
      reload()
    }
  }

  const onHandleKey = (event: KeyboardEvent, id: number, index: number) => {
    if (!editable || !event.altKey || event.ctrlKey || event.metaKey) return
    const step = event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : 0
    const edge = event.key === 'Home' ? 0 : event.key === 'End' ? captures.length - 1 : null
    if (step === 0 && edge === null) return
    event.preventDefault()
    void move(id, edge ?? index + step)
  }

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault()
    const id = dragging ?? Number(event.dataTransfer.getData('text/plain'))
    setDragging(null)
    setOver(null)
    if (id) void move(id, index)
  }

  return (
    <section className={styles.root} aria-labelledby={`${ids}-title`} data-testid="es-strip">
      <div className={styles.head}>
        <h3 id={`${ids}-title`}>{t('endoscopy.strip.title', { count: captures.length })}</h3>
        <Field label={t('endoscopy.strip.siteList')}>
          <Select value={kind} onChange={(_e, data) => onKind(data.value as EndoscopyKind)} data-testid="es-site-list">
            {ENDOSCOPY_KINDS.map((k) => <option key={k} value={k}>{t(`endoscopy.kind.${k}`)}</option>)}
          </Select>
        </Field>
      </div>
      {captures.length === 0 ? <p className={styles.muted}>{t('endoscopy.strip.none')}</p> : null}
      <ol ref={listRef} className={styles.list} aria-describedby={editable ? `${ids}-how` : undefined}>
        {captures.map((capture, index) => {
          const n = index + 1
          const label = t('endoscopy.strip.handle', { n, count: captures.length, site: siteName(capture) })
          return (
            <li
              key={capture.id}
              className={`${styles.item} ${capture.inReport ? '' : styles.excluded} ${over === index ? styles.over : ''}`}
              draggable={editable}
              data-capture-id={capture.id}
              onDragStart={(event) => {
                setDragging(capture.id)
                event.dataTransfer.effectAllowed = 'move'
                event.dataTransfer.setData('text/plain', String(capture.id))
              }}
              onDragEnd={() => {
                setDragging(null)
                setOver(null)
              }}
              onDragOver={(event) => {
                if (!editable) return
                event.preventDefault()
                event.dataTransfer.dropEffect = 'move'
                setOver(index)
              }}
              onDragLeave={() => setOver((o) => (o === index ? null : o))}
              onDrop={(event) => drop(event, index)}
            >
              <Thumb capture={capture} alt={t('endoscopy.strip.imageAlt', { n, site: siteName(capture) })} />
              <div className={styles.row}>
                <Button
                  className={styles.handle}
                  size="small"
                  appearance="subtle"
                  icon={<ReOrderDotsVerticalRegular />}
                  aria-label={label}
                  aria-describedby={editable ? `${ids}-how` : undefined}
                  data-handle={capture.id}
                  onKeyDown={(event) => onHandleKey(event, capture.id, index)}
                >
                  {n}
                </Button>
                {editable ? (
                  <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={t('endoscopy.strip.deleteN', { n })} onClick={() => void remove(capture, n)} />
                ) : null}
              </div>
              <Select
                size="small"
                aria-label={t('endoscopy.strip.siteOf', { n })}
                value={capture.site ?? ''}
                disabled={!editable}
                onChange={(_e, data) => void change(capture, { site: data.value || null })}
                data-testid="es-site"
              >
                <option value="">{t('endoscopy.strip.unlabelled')}</option>
                {capture.site && !sites.includes(capture.site) ? <option value={capture.site}>{capture.site}</option> : null}
                {sites.map((site) => <option key={site} value={site}>{site}</option>)}
              </Select>
              <Checkbox
                label={t('endoscopy.strip.inReport')}
                checked={capture.inReport}
                disabled={!editable}
                onChange={(_e, data) => void change(capture, { inReport: data.checked === true })}
                data-testid="es-in-report"
              />
            </li>
          )
        })}
      </ol>
      {editable ? <p id={`${ids}-how`} className={styles.muted}>{t('endoscopy.strip.how')}</p> : null}
      <div aria-live="polite" className={styles.muted} data-testid="es-strip-status">{announce}</div>
    </section>
  )
}
