import { mergeClasses } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useT } from '../../../ui/i18n/useT'
import { useSelected } from '../useSelected'
import './registerViewports'
import { useViewportStyles } from './Viewport.styles'
import { viewportFor, type ViewportProps } from './viewportRegistry'

/**
 * One cell of the layout grid: focusable (shortcuts act on the focused, active viewport), outlined when active, and
 * filled by the viewport type registered for its series' kind — or a prompt to choose a series.
 *
 * @example
 * <ViewportPane viewer={viewer} viewport={viewer.viewports[1]} />
 */
export function ViewportPane({ viewer, viewport }: ViewportProps) {
  const styles = useViewportStyles()
  const t = useT()
  const active = useStore(viewer.$active) === viewport.position
  const kind = useSelected(viewport.$state, (state) => state.series?.kind)
  const loading = useSelected(viewer.$phase, (phase) => phase.kind === 'loading')
  // Before the study's series are known, an image viewport waits (most series are images): its canvas is ready.
  const Component = kind ? viewportFor(kind)?.component : loading ? viewportFor('image')?.component : undefined
  return (
    <section
      className={mergeClasses(styles.pane, active && styles.active)}
      aria-label={t('picViewer.viewer.viewport', { n: viewport.position + 1 })}
      tabIndex={0}
      data-viewport={viewport.position}
      onFocus={() => viewer.activate(viewport)}
    >
      {Component ? <Component viewer={viewer} viewport={viewport} /> : <div className={styles.status}>{t('picViewer.viewer.viewportEmpty')}</div>}
    </section>
  )
}
