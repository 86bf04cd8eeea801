import { $runtimeConfig, apiUrl } from '../../../core/config'
import { $outerToken, $token } from '../../../core/session'
import { $imageViewType } from '../../../core/userConfig'
import { attributeName } from '../../../ui/element/elementClass'
import { endFirstImage, firstImageOrLater, showFirstImage } from '../viewport/firstImage'
import { imageAccess } from './imageAccess'
import type { StudySource } from './loadStudy'
import { parseSources } from './parseSources'
import { ViewerModel } from './ViewerModel'

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

/** What the page's state adds to the attributes when deciding what a viewer does. */
export interface ViewerEnvironment {
  viewType: string | null
  clientViewerUrl: string | null
  inBrowser: boolean
  /** The page's session (staff, else HIS), when the viewer has neither its own token nor a share token. */
  session: string | null
}

/** What a viewer does with its attributes: nothing, wait for a sign-in, hand over to the client viewer, or load. */
export type ViewerPlan =
  | { kind: 'idle' }
  | { kind: 'waiting' }
  | { kind: 'client'; source: StudySource }
  | { kind: 'load'; source: StudySource; key: string }

export function planFor(props: PicViewerProps, env: ViewerEnvironment): ViewerPlan {
  const urls = parseSources(props.src, props.sources)
  const source = sourceOf(props, urls)
  if (!source) return { kind: 'idle' }
  const { token, shareToken, bearerToken, layout, examineId } = props
  // A DICOMweb archive needs the page's session only through the hospital backend's own API (its proxy).
  const archive = source.kind === 'dicomweb' ? !bearerToken && source.base.startsWith(apiUrl('api/')) : source.kind !== 'src'
  if (env.viewType === 'CLIENT' && env.clientViewerUrl && source.kind !== 'src' && source.kind !== 'dicomweb' && !env.inBrowser) return { kind: 'client', source }
  // Without its own token or a share token, an archive study is read with the page's session (staff, else the HIS
  // sign-in of a report viewer beside it): the viewer waits for one and loads again when it arrives or changes.
  if (archive && !token && !shareToken && !env.session) return { kind: 'waiting' }
  return { kind: 'load', source, key: JSON.stringify([source, token ?? '', shareToken ?? '', layout ?? '', examineId ?? '', env.session ?? '']) }
}

const viewers = new WeakMap<HTMLElement, ViewerModel>()

/** The viewer model of an element: one per host, kept while the element lives (React may render it again). */
export function viewerFor(host: HTMLElement): ViewerModel {
  let viewer = viewers.get(host)
  if (!viewer) {
    viewer = new ViewerModel(host)
    viewers.set(host, viewer)
  }
  return viewer
}

/**
 * Removes ROI `id` from the viewer of `host` (the element's `removeRoi`); false when it has none — or no viewer yet.
 *
 * @example
 * removeRoi(viewerElement, event.detail.id)
 */
export function removeRoi(host: HTMLElement, id: number): boolean {
  return viewers.get(host)?.removeRoi(id) ?? false
}

/** Starts a planned load now (idempotent: the load under way with the same key goes on). */
export function startLoad(viewer: ViewerModel, plan: ViewerPlan & { kind: 'load' }, props: PicViewerProps): Promise<void> {
  return viewer.load(plan.source, imageAccess({ token: props.token, shareToken: props.shareToken }), { layout: props.layout, examineId: props.examineId, key: plan.key })
}


/** Attributes of `<clinic-pic-viewer>` read by {@link loadEarly}, by prop name. */
const attributes: Array<keyof PicViewerProps> = ['studyId', 'examineId', 'src', 'token', 'shareToken', 'layout', 'compareExamineId', 'dicomwebBase', 'studyUid', 'seriesUid', 'bearerToken', 'wadoUriBase']

/**
 * Starts loading what a viewer element's attributes name as soon as it has them — from its `connectedCallback` or
 * `attributeChangedCallback`, before React first renders it (which waits for the script's words) — with the same
 * decision and the same load key as the viewer's own render, which then finds the load under way. Does nothing for
 * an element pointed at another backend (`api-base` not yet applied) or one that would wait or hand over.
 *
 * @example
 * connectedCallback() { loadEarly(this); super.connectedCallback() }
 */
export function loadEarly(host: HTMLElement): void {
  const apiBase = host.getAttribute('api-base')
  if (apiBase !== null && apiBase !== $runtimeConfig.get().apiBase) return
  const props: PicViewerProps = {}
  for (const name of attributes) {
    const value = host.getAttribute(attributeName(name))
    if (value) (props as Record<string, string>)[name] = value
  }
  const sources = (host as HTMLElement & { sources?: unknown }).sources
  if (Array.isArray(sources)) props.sources = sources.filter((s): s is string => typeof s === 'string')
  props.src = parseSources(props.src, props.sources).join(' ')
  delete props.sources
  const session = !props.token && !props.shareToken ? ($token.get() ?? $outerToken.get()) : null
  const plan = planFor(props, { viewType: $imageViewType.get(), clientViewerUrl: $runtimeConfig.get().clientViewerUrl, inBrowser: false, session })
  if (plan.kind !== 'load') return
  const viewer = viewerFor(host)
  void startLoad(viewer, plan, props)
  showFirstImage(host, viewer)
}

/**
 * Resolves when the viewer's interface may render: once the image {@link loadEarly} started is on screen (or failed,
 * or after half a second) — at once when nothing was started early.
 *
 * @example
 * toLazyElement(loadPicViewer, { renderAfter: interfaceAfterFirstImage })
 */
export function interfaceAfterFirstImage(host: HTMLElement): Promise<void> {
  return firstImageOrLater(host, viewers.get(host), 500)
}

/**
 * Stops what {@link loadEarly} started for an element that left the page (its React tree, which would have stopped
 * it, may never have rendered).
 *
 * @example
 * disconnectedCallback() { super.disconnectedCallback(); forgetEarly(this) }
 */
export function forgetEarly(host: HTMLElement): void {
  endFirstImage(host)
  viewers.get(host)?.dispose()
}
