import type { ReportCaptureRef } from '../../core/contract'
import { useT } from '../../ui/i18n/useT'
import type { Access } from './access'
import { CaptureThumb } from './CaptureThumb'
import { captureCaption } from './format'
import { useReportViewerStyles } from './ReportViewer.styles'

/** Props of {@link ReportCaptures}. */
export interface ReportCapturesProps {
  captures: ReportCaptureRef[]
  access: Access
  headingId: string
  onOpen: (index: number) => void
}

/**
 * The images the endoscopist included in the report, in print order: numbered figures, each a thumbnail that shows
 * the image large, with its site as the caption under it. In print, a grid of three a row.
 *
 * @example
 * <ReportCaptures captures={report.captures} access={access} headingId="r1-captures" onOpen={open} />
 */
export function ReportCaptures({ captures, access, headingId, onOpen }: ReportCapturesProps) {
  const styles = useReportViewerStyles()
  const t = useT()
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="captures">
      <h3 className={styles.heading} id={headingId}>
        {t('reportViewer.captures.title')}
      </h3>
      <ol className={styles.figures}>
        {captures.map((capture, index) => (
          <li key={capture.id}>
            <figure className={styles.figure} data-capture-figure={capture.id}>
              <CaptureThumb capture={capture} index={index} access={access} onOpen={onOpen} />
              <figcaption className={styles.figureCaption}>{captureCaption(capture, index + 1)}</figcaption>
            </figure>
          </li>
        ))}
      </ol>
    </section>
  )
}
