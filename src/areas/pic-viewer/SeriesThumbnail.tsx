import { mergeClasses } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useEffect, useRef } from 'react'
import { defaultWindow } from '../../core/dicom/defaultWindow'
import { decodeImageFrame } from '../../core/dicom/openImageFile'
import { renderToImageData } from '../../core/dicom/renderToImageData'
import { useT } from '../../ui/i18n/useT'
import type { ViewerModel } from './model/ViewerModel'
import type { ViewerSeries } from './model/viewer.types'
import { useSeriesPanelStyles } from './SeriesPanel.styles'

/** Props of one series thumbnail. */
export interface SeriesThumbnailProps {
  viewer: ViewerModel
  series: ViewerSeries
  /** The series is in the active viewport. */
  shown: boolean
}

/** Draws the first image of a series, fitted, at its default window (the same file the viewport loads first). */
async function drawThumbnail(viewer: ViewerModel, series: ViewerSeries, canvas: HTMLCanvasElement): Promise<void> {
  const image = series.images[0]
  if (!image) return
  const file = await viewer.store.load(image.url)
  const frame = await decodeImageFrame(file, image.frame)
  const source = document.createElement('canvas')
  source.width = frame.width
  source.height = frame.height
  source.getContext('2d')!.putImageData(renderToImageData(frame, file.meta, defaultWindow(file.meta, frame)), 0, 0)
  const ctx = canvas.getContext('2d')!
  const scale = Math.min(canvas.width / frame.width, canvas.height / frame.height)
  const w = frame.width * scale
  const h = frame.height * scale
  ctx.drawImage(source, (canvas.width - w) / 2, (canvas.height - h) / 2, w, h)
}

/**
 * A series in the side panel: its first image (or an ECG or error sign), title and image count, and while its images
 * load (or when some failed) how far they are. Choosing it shows the series in the active viewport.
 *
 * @example
 * <SeriesThumbnail viewer={viewer} series={series} shown={false} />
 */
export function SeriesThumbnail({ viewer, series, shown }: SeriesThumbnailProps) {
  const styles = useSeriesPanelStyles()
  const t = useT()
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    if (series.kind !== 'image') return
    // After the next frame is painted: the image in the viewport comes first, the thumbnail's LUT pass after it.
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (canvas.current) drawThumbnail(viewer, series, canvas.current).catch(() => {})
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [viewer, series])
  const progress = useStore(viewer.$progress)[series.key]
  const number = series.seriesNumber !== undefined ? `${series.seriesNumber} · ` : ''
  const title = `${number}${[series.modality, series.description].filter(Boolean).join(' ')}`
  return (
    <li>
      <button
        type="button"
        className={mergeClasses(styles.thumb, shown && styles.shown)}
        aria-pressed={shown}
        onClick={() => viewer.assign(viewer.$active.get(), series)}
      >
        <span className={styles.picture} aria-hidden="true">
          {series.kind === 'image' ? (
            <canvas ref={canvas} width={136} height={96} />
          ) : series.kind === 'waveform' ? (
            series.modality
          ) : (
            <span className={styles.failed}>⚠</span>
          )}
        </span>
        <span className={styles.caption}>{title}</span>
        <span className={mergeClasses(styles.caption, styles.sub)}>
          {series.study === 'prior' ? `${t('picViewer.overlay.prior')} · ` : ''}
          {t('picViewer.viewer.imageCount', { n: series.images.length })}
        </span>
      </button>
      {progress && progress.total > 1 && (progress.loaded + progress.failed < progress.total || progress.failed > 0) ? (
        <span className={styles.progress} data-series-progress={series.key}>
          <progress value={progress.loaded + progress.failed} max={progress.total} aria-label={t('picViewer.viewer.progressLabel', { title })} />
          <span className={progress.failed ? styles.failed : undefined}>
            {t(progress.failed ? 'picViewer.viewer.progressFailed' : 'picViewer.viewer.progress', { ...progress })}
          </span>
        </span>
      ) : null}
    </li>
  )
}
