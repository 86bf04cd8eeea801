import { useStore } from '@nanostores/react'
import { useT } from '../../ui/i18n/useT'
import { MeasurementList } from './MeasurementList'
import type { ViewerModel } from './model/ViewerModel'
import { SeriesThumbnail } from './SeriesThumbnail'
import { useSeriesPanelStyles } from './SeriesPanel.styles'
import { useSelected } from './useSelected'

/** Props of the side panel. */
export interface SeriesPanelProps {
  viewer: ViewerModel
}

/**
 * The side panel: the study's series as thumbnails (the one in the active viewport marked) and the measurements of
 * the active image. On narrow screens it becomes a strip above the viewports.
 *
 * @example
 * <SeriesPanel viewer={viewer} />
 */
export function SeriesPanel({ viewer }: SeriesPanelProps) {
  const styles = useSeriesPanelStyles()
  const t = useT()
  const loaded = useStore(viewer.$loaded)
  useStore(viewer.$active)
  const shownKey = useSelected(viewer.viewports[viewer.$active.get()]!.$state, (state) => state.series?.key)
  return (
    <div className={styles.panel}>
      <section aria-labelledby="clinic-pic-series">
        <h2 id="clinic-pic-series" className={styles.heading}>
          {t('picViewer.viewer.series')}
        </h2>
        <ul className={styles.list}>
          {(loaded?.series ?? []).map((series) => (
            <SeriesThumbnail key={series.key} viewer={viewer} series={series} shown={series.key === shownKey} />
          ))}
        </ul>
      </section>
      <MeasurementList viewer={viewer} />
    </div>
  )
}
