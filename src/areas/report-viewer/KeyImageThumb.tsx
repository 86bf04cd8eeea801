import { Button, Spinner } from '@fluentui/react-components'
import type { KeyImageRef } from '../../core/contract'
import { useT } from '../../ui/i18n/useT'
import type { Access } from './access'
import { useReportViewerStyles } from './ReportViewer.styles'
import { useThumbnail } from './useThumbnail'

/** Props of {@link KeyImageThumb}. */
export interface KeyImageThumbProps {
  image: KeyImageRef
  index: number
  access: Access
  onOpen: (index: number) => void
}

/**
 * One key-image thumbnail as a button that opens the image viewer; says so when the image cannot be loaded.
 *
 * @example
 * <KeyImageThumb image={ref} index={0} access={access} onOpen={open} />
 */
export function KeyImageThumb({ image, index, access, onOpen }: KeyImageThumbProps) {
  const styles = useReportViewerStyles()
  const t = useT()
  const thumb = useThumbnail(image, access)
  const n = index + 1
  const alt = image.note ? t('reportViewer.images.altNote', { n, note: image.note }) : t('reportViewer.images.alt', { n })
  // Visible words on the button must be part of its accessible name.
  const shown = thumb.status === 'failed' ? t('reportViewer.images.failed', { n }) : thumb.status === 'dicom' ? t('reportViewer.images.dicom') : null
  const label = shown ? `${t('reportViewer.images.open', { n })} — ${shown}` : t('reportViewer.images.open', { n })
  return (
    <Button
      className={styles.thumbButton}
      appearance="outline"
      onClick={() => onOpen(index)}
      aria-label={label}
      title={alt}
      // The image id; an instance of the hospital's PACS has none (0) and is named by its SOP Instance UID.
      data-key-image={image.imageId || image.sopInstanceUid}
      data-state={thumb.status}
    >
      {thumb.status === 'ready' ? <img className={styles.thumb} src={thumb.url} alt={alt} /> : null}
      {thumb.status === 'loading' ? <Spinner size="tiny" aria-label={t('common.loading')} /> : null}
      {shown ? <span className={styles.thumbLabel}>{shown}</span> : null}
    </Button>
  )
}
