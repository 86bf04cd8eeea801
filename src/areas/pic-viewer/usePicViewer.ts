import { useStore } from '@nanostores/react'
import { useEffect, useLayoutEffect, useState } from 'react'
import { $runtimeConfig } from '../../core/config'
import { $locale } from '../../core/i18n'
import { $outerToken, $token } from '../../core/session'
import { $imageViewType } from '../../core/userConfig'
import { useHost } from '../../ui/element'
import { clientViewerUrl as clientUrlFor } from './model/clientViewerUrl'
import { imageAccess } from './model/imageAccess'
import { parseSources } from './model/parseSources'
import { isLayout, type ViewerModel } from './model/ViewerModel'
import { planFor, startLoad, viewerFor, type PicViewerProps } from './model/viewerPlan'
import { endFirstImage } from './viewport/firstImage'

export type { PicViewerProps } from './model/viewerPlan'

/**
 * The controller of one picture viewer element: creates its `ViewerModel`, loads what the attributes name (again
 * when they change), hands archive studies to the client viewer when the user's image view type is CLIENT and a
 * client-viewer URL is configured (unless the user chose to stay in the browser), and tidies up on unmount. The load
 * starts in the first render that sees the attributes (before the viewer's words have arrived), not after it commits.
 *
 * @example
 * const { viewer, stayInBrowser } = usePicViewer(props)
 */
export function usePicViewer(props: PicViewerProps): { viewer: ViewerModel; stayInBrowser: () => void } {
  const host = useHost()
  const [viewer] = useState(() => viewerFor(host))
  const [inBrowser, setInBrowser] = useState(false)
  // The interface is here: the canvas that showed the first image before it goes (a viewport took it over already).
  useLayoutEffect(() => endFirstImage(host), [host])
  const viewType = useStore($imageViewType)
  const { clientViewerUrl } = useStore($runtimeConfig)
  const locale = useStore($locale)
  const { studyId, examineId, token, shareToken, layout, noOverlay } = props
  const urls = parseSources(props.src, props.sources).join(' ')
  const staff = useStore($token)
  const outer = useStore($outerToken)
  const session = !token && !shareToken ? (staff ?? outer) : null
  const env = { viewType, clientViewerUrl, inBrowser, session }
  const plan = planFor({ ...props, src: urls }, env)

  // Out of the render itself (stores change when a load starts), but before React commits or suspends for words —
  // unless the element names another backend, which the element root applies only when it commits.
  const { apiBase } = props as PicViewerProps & { apiBase?: string }
  if (plan.kind === 'load' && (apiBase === undefined || apiBase === $runtimeConfig.get().apiBase)) {
    queueMicrotask(() => void startLoad(viewer, plan, { ...props, src: urls }))
  }

  // What the effect below acts on: the load's key says everything a load depends on, so a store changing beside it (the
  // user's image view type arriving, a client-viewer URL) never restarts a load under way.
  const planKey = plan.kind === 'load' ? plan.key : plan.kind === 'client' ? JSON.stringify(['client', plan.source, token ?? '', shareToken ?? '', clientViewerUrl]) : plan.kind
  useEffect(() => {
    // A plan with nothing to load that commits while a load is under way is older than that load: the element's
    // attributes started it (loadEarly) before this render committed, and the render that sees them comes next. The
    // previous plan's own load was stopped by its cleanup.
    if ((plan.kind === 'idle' || plan.kind === 'waiting') && viewer.loadKey !== null) return
    if (plan.kind === 'idle') {
      viewer.dispose()
      viewer.$phase.set({ kind: 'idle' })
      return
    }
    if (plan.kind === 'client') {
      const controller = new AbortController()
      viewer.dispose()
      viewer.$phase.set({ kind: 'loading' })
      clientUrlFor(clientViewerUrl!, { studyId, examineId }, imageAccess({ token, shareToken }), controller.signal).then(
        (url) => viewer.handOver(url),
        (error: unknown) => {
          if (!controller.signal.aborted) viewer.$phase.set({ kind: 'error', message: error instanceof Error ? error.message : String(error) })
        },
      )
      return () => controller.abort()
    }
    if (plan.kind === 'waiting') {
      viewer.dispose()
      viewer.$phase.set({ kind: 'waiting' })
      return
    }
    void startLoad(viewer, plan, { token, shareToken, layout, examineId })
    // A newer render may have started the next load already: only this load is stopped.
    return () => viewer.disposeLoad(plan.key)
    // planKey says everything the plan depends on; the layout attribute applies on its own below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewer, planKey])

  useEffect(() => {
    if (isLayout(layout) && viewer.$phase.get().kind === 'ready') viewer.setLayout(layout)
  }, [viewer, layout])

  const { calciumThreshold } = props
  useEffect(() => {
    viewer.$calciumThreshold.set(typeof calciumThreshold === 'number' && Number.isFinite(calciumThreshold) ? calciumThreshold : null)
  }, [viewer, calciumThreshold])

  useEffect(() => {
    viewer.$hidePhi.set(!!noOverlay)
    for (const viewport of viewer.viewports) viewport.invalidate()
  }, [viewer, noOverlay])

  useEffect(() => {
    // Measurement labels are drawn on the canvas: redraw them in the new language.
    for (const viewport of viewer.viewports) viewport.invalidate()
  }, [viewer, locale])

  return { viewer, stayInBrowser: () => setInBrowser(true) }
}
