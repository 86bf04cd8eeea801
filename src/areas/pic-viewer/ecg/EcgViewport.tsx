import { Button } from '@fluentui/react-components'
import { RulerRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import { readImageWaveform, readWaveformSheet, type WaveformSheetReply } from '../../../core/dicom/openImageFile'
import { sheetTraces, type SheetTrace } from '../../../core/dicom/worker/drawWaveformSheet'
import { emit } from '../../../core/events'
import { useT } from '../../../ui/i18n/useT'
import { errorText } from '../viewport/errorText'
import { useViewportStyles } from '../viewport/Viewport.styles'
import type { ViewportProps } from '../viewport/viewportRegistry'
import type { CaliperReading } from './calipers'
import { EcgCalipers } from './EcgCalipers'

/**
 * The waveform viewport: a DICOM ECG (12-lead, general) on a standard grid at 25 mm/s and 10 mm/mV, drawn by the
 * decode worker (the page only shows the bitmap), with the choice of waveform group (rhythm, median beat) when the
 * file has several. Scrolls when the sheet is wider than the pane. Its calipers (a toggle in its bar) measure intervals
 * and amplitudes on the sheet; each measurement is shown and sent from the viewer as `clinic-ecg-measured`.
 *
 * @example
 * <EcgViewport viewer={viewer} viewport={viewer.viewports[0]} />
 */
export function EcgViewport({ viewer, viewport }: ViewportProps) {
  const styles = useViewportStyles()
  const t = useT()
  const canvas = useRef<HTMLCanvasElement>(null)
  const { series } = useStore(viewport.$state)
  const [group, setGroup] = useState(0)
  const [reply, setReply] = useState<WaveformSheetReply | null>(null)
  const [error, setError] = useState<Error | null>(null)
  const [calipers, setCalipers] = useState(false)
  const [reading, setReading] = useState<CaliperReading | null>(null)
  const [traces, setTraces] = useState<SheetTrace[] | null>(null)
  const measured = (next: CaliperReading) => {
    setReading(next)
    emit(viewer.host, 'clinic-ecg-measured', { lead: next.lead, ms: next.ms, mV: next.mV })
  }

  // Where each lead lies on the sheet, read when the calipers are first wanted (the samples come from the worker once).
  useEffect(() => {
    setReading(null)
    setTraces(null)
  }, [series, group])
  useEffect(() => {
    const image = series?.images[0]
    if (!calipers || traces || !image) return
    let live = true
    viewer.store
      .load(image.url)
      .then((file) => readImageWaveform(file))
      .then((waveform) => {
        const shown = waveform.groups[group] ?? waveform.groups[0]
        if (live && shown) setTraces(sheetTraces(shown))
      })
      .catch((caught: unknown) => live && setError(caught instanceof Error ? caught : new Error(String(caught))))
    return () => {
      live = false
    }
  }, [viewer, series, group, calipers, traces])

  useEffect(() => {
    const image = series?.images[0]
    if (!image) return
    let live = true
    setError(null)
    viewer.store
      .load(image.url)
      .then((file) => readWaveformSheet(file, group, window.devicePixelRatio || 1))
      .then((read) => live && setReply(read))
      .catch((caught: unknown) => live && setError(caught instanceof Error ? caught : new Error(String(caught))))
    return () => {
      live = false
    }
  }, [viewer, series, group])

  useEffect(() => {
    const target = canvas.current
    if (!reply || !target) return
    const { bitmap, cssWidth, cssHeight } = reply.sheet
    target.width = bitmap.width
    target.height = bitmap.height
    target.style.width = `${cssWidth}px`
    target.style.height = `${cssHeight}px`
    target.getContext('2d')!.drawImage(bitmap, 0, 0)
  }, [reply])

  if (error) {
    const [reason, detail] = errorText(error, t)
    return (
      <div className={styles.error} role="alert">
        <strong>{reason}</strong>
        <span className={styles.detail}>{detail}</span>
      </div>
    )
  }
  const shown = reply?.groups[group]
  if (!reply || !shown) return <div className={styles.status}>{t('common.loading')}</div>
  const scale = t('picViewer.ecg.scale', { speed: reply.mmPerSecond, gain: reply.mmPerMillivolt, rate: shown.samplingFrequency })
  return (
    <div className={styles.ecg}>
      <div className={styles.ecgBar}>
        <strong>{t('picViewer.ecg.title')}</strong>
        <span>{scale}</span>
        {reply.groups.length > 1 ? (
          <select aria-label={t('picViewer.ecg.group')} value={group} onChange={(event) => setGroup(Number(event.target.value))}>
            {reply.groups.map((g, i) => (
              <option key={i} value={i}>
                {g.label || String(i + 1)}
              </option>
            ))}
          </select>
        ) : null}
        {/* A pressed button the way the toolbar's are (Fluent's ToggleButton would add its own styles to the script). */}
        <Button size="small" icon={<RulerRegular />} appearance={calipers ? 'primary' : 'secondary'} aria-pressed={calipers} onClick={() => setCalipers((on) => !on)}>
          {t('picViewer.ecg.calipers')}
        </Button>
        <span role="status">
          {reading ? t('picViewer.ecg.caliperReading', { lead: reading.lead, ms: reading.ms, mV: reading.mV.toFixed(2) }) : calipers ? t('picViewer.ecg.caliperNone') : ''}
        </span>
      </div>
      <div className={styles.ecgSheet}>
        <EcgCalipers key={group} sheet={reply.sheet} traces={traces ?? []} enabled={calipers && traces !== null} onMeasured={measured}>
          <canvas ref={canvas} className={styles.ecgCanvas} role="img" aria-label={`${t('picViewer.ecg.title')}: ${shown.leads.join(', ')}; ${scale}`} />
        </EcgCalipers>
      </div>
    </div>
  )
}
