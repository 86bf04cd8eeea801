import { Button } from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useT } from '../../ui/i18n/useT'
import type { ViewerModel } from './model/ViewerModel'
import { formatMeasurement } from './tools/formatMeasurement'
import { useSeriesPanelStyles } from './SeriesPanel.styles'
import { useSelected } from './useSelected'

/** Props of the measurement list. */
export interface MeasurementListProps {
  viewer: ViewerModel
}

/**
 * The measurements of the image in the active viewport, with their values as text (length in mm, angle, ROI mean,
 * SD, min, max and area) and a button to delete each.
 *
 * @example
 * <MeasurementList viewer={viewer} />
 */
export function MeasurementList({ viewer }: MeasurementListProps) {
  const styles = useSeriesPanelStyles()
  const t = useT()
  useStore(viewer.measurements.$version)
  useStore(viewer.$active)
  const key = useSelected(viewer.viewports[viewer.$active.get()]!.$state, () => viewer.active().imageKey())
  const list = key ? viewer.measurements.list(key) : []
  return (
    <section aria-labelledby="clinic-pic-measurements">
      <h2 id="clinic-pic-measurements" className={styles.heading}>
        {t('picViewer.viewer.measurements')}
      </h2>
      {list.length ? (
        <ol className={styles.list}>
          {list.map((measurement, i) => (
            <li key={measurement.id} className={styles.measurement}>
              <span className={styles.values}>
                <strong>{`${i + 1}. ${t(`picViewer.tools.${measurement.type}`)}`}</strong>
                {formatMeasurement(measurement, t).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </span>
              <Button
                size="small"
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={t('picViewer.viewer.deleteMeasurement', { n: i + 1 })}
                title={t('picViewer.viewer.deleteMeasurement', { n: i + 1 })}
                onClick={() => key && viewer.measurements.remove(key, measurement.id)}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.none}>{t('picViewer.viewer.noMeasurements')}</p>
      )}
    </section>
  )
}
