import type { KeyImageRef } from '../../core/contract'
import { useT } from '../../ui/i18n/useT'
import type { Access } from './access'
import { KeyImageThumb } from './KeyImageThumb'
import { useReportViewerStyles } from './ReportViewer.styles'

/** Props of {@link KeyImages}. */
export interface KeyImagesProps {
  images: KeyImageRef[]
  access: Access
  headingId: string
  onOpen: (index: number) => void
}

/**
 * The key-image strip of the report: one thumbnail per marked image, each opening the image viewer.
 *
 * @example
 * <KeyImages images={refs} access={access} headingId="r1-images" onOpen={open} />
 */
export function KeyImages({ images, access, headingId, onOpen }: KeyImagesProps) {
  const styles = useReportViewerStyles()
  const t = useT()
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="key-images">
      <h3 className={styles.heading} id={headingId}>
        {t('reportViewer.images.title')}
      </h3>
      <ul className={styles.images}>
        {images.map((image, index) => (
          <li key={`${image.sopInstanceUid}-${image.frame}`}>
            <KeyImageThumb image={image} index={index} access={access} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  )
}
