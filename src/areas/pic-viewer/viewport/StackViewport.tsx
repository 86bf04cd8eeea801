import { useStore } from '@nanostores/react'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { useT } from '../../../ui/i18n/useT'
import { toolById } from '../tools/toolRegistry'
import { useSelected } from '../useSelected'
import { keyImageKey } from '../model/viewer.types'
import { errorText } from './errorText'
import { overlayLines } from './overlayLines'
import { useViewportStyles } from './Viewport.styles'
import type { ViewportProps } from './viewportRegistry'
import { ViewportOverlay } from './ViewportOverlay'

/**
 * The image viewport: the canvas its controller draws on, the corner overlays, a loading or error message inside the
 * pane (a broken file never affects the other panes), and a scrollbar through the stack.
 *
 * @example
 * <StackViewport viewer={viewer} viewport={viewer.viewports[0]} />
 */
export function StackViewport({ viewer, viewport }: ViewportProps) {
  const styles = useViewportStyles()
  const t = useT()
  const canvas = useRef<HTMLCanvasElement>(null)
  const state = useStore(viewport.$state)
  const tool = useStore(viewer.$tool)
  const hidePhi = useStore(viewer.$hidePhi)
  const loaded = useStore(viewer.$loaded)
  const keyImages = useStore(viewer.$keyImages)
  const studyLoading = useSelected(viewer.$phase, (phase) => phase.kind === 'loading')

  // At commit, before the browser paints: the first image is drawn in the frame that shows its pane.
  useLayoutEffect(() => viewport.attach(canvas.current!), [viewport])
  useEffect(() => {
    canvas.current!.style.cursor = toolById(tool)?.cursor ?? 'default'
  }, [tool])

  const lines = overlayLines(state, loaded?.study ?? null, hidePhi, t)
  const key = keyImageKey(viewport.currentImage())
  const title = [state.series?.modality, state.series?.description].filter(Boolean).join(' ')
  const position = { index: state.index + 1, count: state.count }
  const [reason, detail] = state.status === 'error' ? errorText(state.error, t) : ['', '']
  const file = state.series?.images[state.index]?.url.split('/').pop()?.split('?')[0] ?? ''

  return (
    <>
      <canvas ref={canvas} className={styles.canvas} role="img" aria-label={state.series ? t('picViewer.viewer.imageLabel', { title, ...position }) : t('common.loading')} />
      <ViewportOverlay lines={lines} keyImage={key !== undefined && !!keyImages?.has(key)} />
      {state.status === 'loading' || (!state.series && studyLoading) ? <div className={styles.status} role="status">{t('common.loading')}</div> : null}
      {state.status === 'error' ? (
        <div className={styles.error} role="alert">
          <strong>{reason}</strong>
          <span className={styles.detail}>{[decodeURIComponent(file), detail].filter(Boolean).join(': ')}</span>
        </div>
      ) : null}
      {state.count > 1 ? (
        <input
          type="range"
          className={styles.scrollbar}
          min={0}
          max={state.count - 1}
          step={1}
          value={state.index}
          aria-label={t('picViewer.viewer.position')}
          aria-valuetext={t('picViewer.viewer.positionText', position)}
          onChange={(event) => viewport.scrollTo(Number(event.target.value))}
        />
      ) : null}
    </>
  )
}
