import { useMemo } from 'react'
import type { ClinicElement, RoiMeasuredDetail } from '../../../../../core/events'
import { CALCIUM_THRESHOLD_HU } from '../../../../../core/report/agatston'
import { LazyElement } from '../../../../../ui/element/LazyElement'
import { useT } from '../../../../../ui/i18n/useT'
import { useCalciumStyles } from './calciumScoring.styles'

/** Props of the calcium viewer. */
export interface CalciumViewerProps {
  examineId: number
  /** An ROI was drawn or removed in the viewer. */
  onRoi: (detail: RoiMeasuredDetail) => void
  /** Given the viewer element (its `removeRoi`) once it is on the page, null when it goes. */
  viewerRef?: (viewer: ClinicElement<'clinic-pic-viewer'> | null) => void
}

/**
 * The exam's images in `<clinic-pic-viewer>` (loaded on demand beside this element's script) with the calcium
 * threshold of 130 HU, so every rectangle or ellipse ROI reports its calcified area and peak (`clinic-roi-measured`).
 *
 * @example
 * <CalciumViewer examineId={12} onRoi={(detail) => add(detail)} />
 */
export function CalciumViewer({ examineId, onRoi, viewerRef }: CalciumViewerProps) {
  const t = useT()
  const styles = useCalciumStyles()
  const events = useMemo(() => ({ 'clinic-roi-measured': (event: Event) => onRoi((event as CustomEvent<RoiMeasuredDetail>).detail) }), [onRoi])
  return (
    <LazyElement
      tag="clinic-pic-viewer"
      className={styles.viewer}
      attributes={{ 'examine-id': String(examineId), 'calcium-threshold': String(CALCIUM_THRESHOLD_HU) }}
      events={events}
      elementRef={viewerRef}
      loadingLabel={t('diagnosis.calcium.viewerLoading')}
      failedMessage={t('diagnosis.calcium.viewerFailed')}
    />
  )
}
