import { makeStyles } from '@fluentui/react-components'
import { useMemo } from 'react'
import { LazyElement } from '../../element/LazyElement'
import { useT } from '../../i18n/useT'

const useStyles = makeStyles({
  viewer: { display: 'block', width: '100%', height: '100%', minHeight: '360px' },
})

/** What the picture viewer says it shows (`clinic-image-selected`). */
export interface ImageSelected {
  studyId?: number | string
  seriesUid?: string
  instanceUid?: string
  /** The image's own DICOM Patient ID and Accession Number. */
  patientId?: string
  accessionNumber?: string
}

/**
 * The exam's images in `<clinic-pic-viewer>` (loaded on demand beside this element's script), optionally side by side
 * with a prior exam; reports which study the viewer shows (for the wrong-patient guard) and key-image changes.
 *
 * @example
 * <ImagesPanel examineId={12} onShown={setShownStudy} onKeyImagesChanged={reload} />
 */
export function ImagesPanel({ examineId, compareExamineId, onShown, onKeyImagesChanged }: {
  examineId: number
  compareExamineId?: number | undefined
  onShown(detail: ImageSelected): void
  onKeyImagesChanged(): void
}) {
  const t = useT()
  const styles = useStyles()
  const events = useMemo(() => ({
    'clinic-image-selected': (event: Event) => onShown((event as CustomEvent<ImageSelected>).detail),
    'clinic-key-image-changed': () => onKeyImagesChanged(),
  }), [onShown, onKeyImagesChanged])
  return (
    <LazyElement
      tag="clinic-pic-viewer"
      className={styles.viewer}
      attributes={{ 'examine-id': String(examineId), 'compare-examine-id': compareExamineId === undefined ? undefined : String(compareExamineId) }}
      events={events}
      loadingLabel={t('reportEditor.loading')}
      failedMessage={t('reportEditor.viewerFailed')}
    />
  )
}
