import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { $runtimeConfig, apiUrl } from '../../core/config'
import { $locale } from '../../core/i18n'
import { $outerToken, $token } from '../../core/session'
import { $imageViewType } from '../../core/userConfig'
import { useHost } from '../../ui/element'
import { imageAccess } from './model/imageAccess'
import type { StudySource } from './model/loadStudy'
import { parseSources } from './model/parseSources'
import { isLayout, ViewerModel } from './model/ViewerModel'
import { clientViewerUrl as clientUrlFor } from './model/clientViewerUrl'

/** Props of `<PicViewer>`: the element's attributes and properties. */
export interface PicViewerProps {
  studyId?: string
  examineId?: string
  /** Space- or comma-separated image URLs (DICOM or JPEG/PNG). */
  src?: string
  /** Image URLs as an array (wins over `src`). */
  sources?: string[]
  /** Authorization for the archive instead of the page's session (`Bearer …`, or the bare token). */
  token?: string
  /** The share token of an opened share link with images (`POST api/share/{token}/open`): reads its study without a session. */
  shareToken?: string
  layout?: string
  compareExamineId?: string
  /** Hide patient and study details (PHI) in overlays and downloads. */
  noOverlay?: boolean
  /** HU at and above which rectangle and ellipse ROIs on CT count calcium (Agatston: 130). */
  calciumThreshold?: number
  /** QIDO-RS / WADO-RS root of a DICOMweb archive (absolute, or relative to `api-base` like the backend's proxy). */
  dicomwebBase?: string
  /** The StudyInstanceUID to show from `dicomwebBase`. */
  studyUid?: string
  /** Only this SeriesInstanceUID of the study. */
  seriesUid?: string
  /** `Authorization: Bearer …` for the DICOMweb archive (bare token or the whole value). */
  bearerToken?: string
  /** A WADO-URI endpoint, the fallback for instances WADO-RS does not give. */
  wadoUriBase?: string
}

function sourceOf(props: PicViewerProps, urls: string[]): StudySource | null {
  if (props.dicomwebBase && props.studyUid) {
    return { kind: 'dicomweb', base: apiUrl(props.dicomwebBase), studyUid: props.studyUid, seriesUid: props.seriesUid, bearerToken: props.bearerToken, wadoUri: props.wadoUriBase && apiUrl(props.wadoUriBase) }
  }
  if (props.examineId && props.compareExamineId) return { kind: 'compare', examineId: props.examineId, priorExamineId: props.compareExamineId }
  if (props.studyId) return { kind: 'studyId', id: props.studyId }
  if (props.examineId) return { kind: 'examineId', id: props.examineId }
  return urls.length ? { kind: 'src', urls } : null
}

/**
 * The controller of one picture viewer element: creates its `ViewerModel`, loads what the attributes name (again
 * when they change), hands archive studies to the client viewer when the user's image view type is CLIENT and a
 * client-viewer URL is configured (unless the user chose to stay in the browser), and tidies up on unmount.
 *
 * @example
 * const { viewer, stayInBrowser } = usePicViewer(props)
 */
export function usePicViewer(props: PicViewerProps): { viewer: ViewerModel; stayInBrowser: () => void } {
  const host = useHost()
  const [viewer] = useState(() => new ViewerModel(host))
  const [inBrowser, setInBrowser] = useState(false)
  const viewType = useStore($imageViewType)
  const { clientViewerUrl } = useStore($runtimeConfig)
  const locale = useStore($locale)
  const { studyId, examineId, compareExamineId, token, shareToken, layout, noOverlay, dicomwebBase, studyUid, seriesUid, bearerToken, wadoUriBase } = props
  const urls = parseSources(props.src, props.sources).join(' ')
  // Without its own token or a share token, an archive study is read with the page's session (staff, else the HIS
  // sign-in of a report viewer beside it): the viewer waits for one and loads again when it arrives or changes.
  const staff = useStore($token)
  const outer = useStore($outerToken)
  const needsSession = !token && !shareToken
  const session = needsSession ? (staff ?? outer) : null

  useEffect(() => {
    const source = sourceOf({ studyId, examineId, compareExamineId, dicomwebBase, studyUid, seriesUid, bearerToken, wadoUriBase }, urls ? urls.split(' ') : [])
    if (!source) {
      viewer.dispose()
      viewer.$phase.set({ kind: 'idle' })
      return
    }
    // A DICOMweb archive needs the page's session only through the hospital backend's own API (its proxy).
    const archive = source.kind === 'dicomweb' ? !bearerToken && source.base.startsWith(apiUrl('api/')) : source.kind !== 'src'
    if (viewType === 'CLIENT' && clientViewerUrl && source.kind !== 'src' && source.kind !== 'dicomweb' && !inBrowser) {
      const controller = new AbortController()
      viewer.dispose()
      viewer.$phase.set({ kind: 'loading' })
      clientUrlFor(clientViewerUrl, { studyId, examineId }, imageAccess({ token, shareToken }), controller.signal).then(
        (url) => viewer.handOver(url),
        (error: unknown) => {
          if (!controller.signal.aborted) viewer.$phase.set({ kind: 'error', message: error instanceof Error ? error.message : String(error) })
        },
      )
      return () => controller.abort()
    }
    if (archive && needsSession && !session) {
      viewer.dispose()
      viewer.$phase.set({ kind: 'waiting' })
      return
    }
    void viewer.load(source, imageAccess({ token, shareToken }), { layout, examineId })
    return () => viewer.dispose()
    // The layout attribute applies on its own below; changing it must not reload the study.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewer, studyId, examineId, compareExamineId, urls, token, shareToken, viewType, clientViewerUrl, inBrowser, session, dicomwebBase, studyUid, seriesUid, bearerToken, wadoUriBase])

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
