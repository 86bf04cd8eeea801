import { mergeClasses } from '@fluentui/react-components'
import { memo } from 'react'
import { StarFilled } from '@fluentui/react-icons'
import { useT } from '../../../ui/i18n/useT'
import { useViewportStyles } from './Viewport.styles'

/** Props of the corner overlays. */
export interface ViewportOverlayProps {
  /** Lines of the four corners: top-left, top-right, bottom-left, bottom-right. */
  lines: string[][]
  keyImage: boolean
}

/**
 * The text in the four corners of a viewport (patient, study, series and image number, window and zoom), and a
 * star when the image is a key image. It never takes pointer input.
 *
 * @example
 * <ViewportOverlay lines={overlayLines(state, study, false, t)} keyImage={false} />
 */
export const ViewportOverlay = memo(function ViewportOverlay({ lines, keyImage }: ViewportOverlayProps) {
  const styles = useViewportStyles()
  const t = useT()
  const classes = [
    mergeClasses(styles.corner, styles.top, styles.left),
    mergeClasses(styles.corner, styles.top, styles.right),
    mergeClasses(styles.corner, styles.bottom, styles.left),
    mergeClasses(styles.corner, styles.bottom, styles.right),
  ]
  return (
    <>
      {lines.map((corner, i) => (
        <div key={i} className={classes[i]}>
          {i === 1 && keyImage ? (
            <span className={styles.keyImage}>
              <StarFilled aria-hidden="true" /> {t('picViewer.viewer.keyImage')}
            </span>
          ) : null}
          {corner.map((line, n) => (
            <span key={n}>{line}</span>
          ))}
        </div>
      ))}
    </>
  )
}, sameOverlay)

/** The corners' words are new arrays on every render of the viewport: compare what they say. */
function sameOverlay(a: ViewportOverlayProps, b: ViewportOverlayProps): boolean {
  return a.keyImage === b.keyImage && a.lines.length === b.lines.length && a.lines.every((corner, i) => corner.join('\n') === b.lines[i]!.join('\n'))
}
