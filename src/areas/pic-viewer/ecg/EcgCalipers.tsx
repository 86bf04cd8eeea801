import { mergeClasses } from '@fluentui/react-components'
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import type { SheetTrace } from '../../../core/dicom/worker/drawWaveformSheet'
import { useT } from '../../../ui/i18n/useT'
import { caliperReading, keyboardCaliper, moveEnd, PX_PER_MM, traceAt, type Caliper, type CaliperReading, type SheetPoint } from './calipers'
import { useEcgCaliperStyles } from './EcgCalipers.styles'

/** Props of {@link EcgCalipers}. */
export interface EcgCalipersProps {
  /** The sheet as drawn: its CSS size. */
  sheet: { cssWidth: number; cssHeight: number }
  /** Where each trace lies on the sheet (`sheetTraces` of the worker's sheet layout). */
  traces: SheetTrace[]
  /** Whether the caliper tool is on (pointer drags measure; the sheet takes keyboard focus). */
  enabled: boolean
  /** A measurement the user finished (pointer released, or a key moved an end). */
  onMeasured(reading: CaliperReading): void
  /** The sheet's canvas. */
  children: ReactNode
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }

/**
 * Calipers on an ECG sheet: with the tool on, a drag across a lead sets a caliper from where it started to where it
 * ends and reads the interval (ms) and amplitude difference (mV) at 25 mm/s and 10 mm/mV; the caliper stays drawn on
 * the sheet with its reading. From the keyboard, Enter places a caliper on the rhythm strip or switches the active end,
 * the arrow keys move the active end by 1 mm (Shift 5 mm, Alt 0.25 mm) and Escape removes it.
 *
 * @example
 * <EcgCalipers sheet={reply.sheet} enabled={on} onMeasured={send}><canvas … /></EcgCalipers>
 */
export function EcgCalipers({ sheet, traces, enabled, onMeasured, children }: EcgCalipersProps) {
  const t = useT()
  const styles = useEcgCaliperStyles()
  const helpId = useId()
  const box = useRef<HTMLDivElement>(null)
  const [caliper, setCaliper] = useState<Caliper | null>(null)
  const dragging = useRef<Caliper | null>(null)
  const size = { width: sheet.cssWidth / PX_PER_MM, height: sheet.cssHeight / PX_PER_MM }

  const pointAt = (event: PointerEvent): SheetPoint => {
    const rect = box.current!.getBoundingClientRect()
    const x = ((event.clientX - rect.left) * (sheet.cssWidth / rect.width)) / PX_PER_MM
    const y = ((event.clientY - rect.top) * (sheet.cssHeight / rect.height)) / PX_PER_MM
    return { x: Math.min(size.width, Math.max(0, x)), y: Math.min(size.height, Math.max(0, y)) }
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!enabled || event.button !== 0) return
    event.preventDefault()
    try {
      event.currentTarget.setPointerCapture(event.pointerId)
    } catch {
      // A synthetic event has no active pointer to capture; the drag still works.
    }
    event.currentTarget.focus({ preventScroll: true })
    const point = pointAt(event)
    const next: Caliper = { a: point, b: point, active: 'b', lead: traceAt(traces, point)?.lead ?? '' }
    dragging.current = next
    setCaliper(next)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return
    const next = { ...dragging.current, b: pointAt(event) }
    dragging.current = next
    setCaliper(next)
  }
  const onPointerUp = () => {
    const done = dragging.current
    dragging.current = null
    if (done && (done.a.x !== done.b.x || done.a.y !== done.b.y)) onMeasured(caliperReading(done))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!enabled) return
    let next: Caliper | null
    // Switching the active end measures nothing new; placing or moving an end does.
    let measured = true
    if (event.key === 'Enter' || event.key === ' ') {
      measured = caliper === null
      next = caliper ? { ...caliper, active: caliper.active === 'a' ? 'b' : 'a' } : keyboardCaliper(traces)
    } else if (ARROWS[event.key]) {
      const step = event.shiftKey ? 5 : event.altKey ? 0.25 : 1
      const [dx, dy] = ARROWS[event.key]!
      const from = caliper ?? keyboardCaliper(traces)
      next = from ? moveEnd(from, dx * step, dy * step, size) : null
    } else if (event.key === 'Escape' && caliper) {
      next = null
    } else return
    // The viewer's own keys (arrows scroll a stack) stay out of the sheet while it is measuring.
    event.preventDefault()
    event.stopPropagation()
    setCaliper(next)
    if (next && measured) onMeasured(caliperReading(next))
  }

  const reading = caliper ? caliperReading(caliper) : null
  const row = caliper ? traceAt(traces, caliper.a) : null
  const top = row ? row.top : 0
  const bottom = row ? row.top + row.height : size.height
  return (
    <div
      ref={box}
      className={mergeClasses(styles.sheet, enabled && styles.on)}
      {...(enabled ? { tabIndex: 0, role: 'application', 'aria-label': t('picViewer.ecg.caliperSheet'), 'aria-describedby': helpId } : {})}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => { dragging.current = null }}
      onKeyDown={onKeyDown}
      data-calipers={enabled ? 'on' : 'off'}
    >
      {children}
      <svg className={styles.overlay} viewBox={`0 0 ${size.width} ${size.height}`} aria-hidden="true" data-caliper={reading ? `${reading.ms} ms ${reading.mV} mV` : undefined}>
        {caliper && reading ? (
          <>
            <line className={styles.line} x1={caliper.a.x} x2={caliper.a.x} y1={top} y2={bottom} />
            <line className={styles.line} x1={caliper.b.x} x2={caliper.b.x} y1={top} y2={bottom} />
            <line className={styles.guide} x1={caliper.a.x} x2={caliper.b.x} y1={caliper.a.y} y2={caliper.a.y} />
            <line className={styles.guide} x1={caliper.a.x} x2={caliper.b.x} y1={caliper.b.y} y2={caliper.b.y} />
            <circle className={caliper.active === 'a' ? styles.activeEnd : styles.end} cx={caliper.a.x} cy={caliper.a.y} r={caliper.active === 'a' ? 1 : 0.7} />
            <circle className={caliper.active === 'b' ? styles.activeEnd : styles.end} cx={caliper.b.x} cy={caliper.b.y} r={caliper.active === 'b' ? 1 : 0.7} />
            <text className={styles.label} x={Math.max(caliper.a.x, caliper.b.x) + 1.5} y={Math.max(top + 3, Math.min(caliper.a.y, caliper.b.y) - 1.5)}>
              {t('picViewer.ecg.caliperReading', { lead: reading.lead, ms: reading.ms, mV: reading.mV.toFixed(2) })}
            </text>
          </>
        ) : null}
      </svg>
      {enabled ? <span id={helpId} className={styles.hidden}>{t('picViewer.ecg.caliperHelp')}</span> : null}
    </div>
  )
}
