import { Button, mergeClasses, Spinner } from '@fluentui/react-components'
import type { ReportCaptureRef } from '../../core/contract'
import { useT } from '../../ui/i18n/useT'
import type { Access } from './access'
import { captureCaption } from './format'
import { useReportViewerStyles } from './ReportViewer.styles'
import { useThumbnail } from './useThumbnail'

/** Props of {@link CaptureThumb}. */
export interface CaptureThumbProps {
  capture: ReportCaptureRef
  index: number
  access: Access
  onOpen: (index: number) => void
}

/**
 * One capture of the report as a button that shows it large; says so when the image cannot be loaded.
 *
 * @example
 * <CaptureThumb capture={ref} index={0} access={access} onOpen={open} />
 */
export function CaptureThumb({ capture, index, access, onOpen }: CaptureThumbProps) {
  const styles = useReportViewerStyles()
  const t = useT()
  const thumb = useThumbnail(capture, access)
  const n = index + 1
  const open = capture.site ? t('reportViewer.captures.openSite', { n, site: capture.site }) : t('reportViewer.captures.open', { n })
  // Visible words on the button must be part of its accessible name.
  const failed = thumb.status === 'failed' || thumb.status === 'dicom' ? t('reportViewer.images.failed', { n }) : null
  return (
    <Button
      className={mergeClasses(styles.thumbButton, styles.figureButton)}
      appearance="outline"
      onClick={() => onOpen(index)}
      aria-label={failed ? `${open} — ${failed}` : open}
      data-capture={capture.id}
      data-state={thumb.status}
    >
      {thumb.status === 'ready' ? <img className={styles.thumb} src={thumb.url} alt={captureCaption(capture, n)} /> : null}
      {thumb.status === 'loading' ? <Spinner size="tiny" aria-label={t('common.loading')} /> : null}
      {failed ? <span className={styles.thumbLabel}>{failed}</span> : null}
    </Button>
  )
}
