import { atom } from 'nanostores'
import type { KeyImageRef } from '../../../core/contract'
import { decodeImageFrame } from '../../../core/dicom/openImageFile'
import { warmUpDecodeWorkers } from '../../../core/dicom/workerPool'
import { emit } from '../../../core/events'
import { http } from '../../../core/http'
import { t } from '../../../core/i18n'
import { notify } from '../../../core/notify'
import { formatMeasurement } from '../tools/formatMeasurement'
import type { Measurement } from '../tools/measure'
import { defaultToolId, toolById } from '../tools/toolRegistry'
import type { ViewerTool } from '../tools/tool.types'
import { overlayLines } from '../viewport/overlayLines'
import { ViewportController, type ViewportOwner } from '../viewport/ViewportController'
import { imageAccess, type ImageAccess } from './imageAccess'
import { ImageStore } from './ImageStore'
import { loadStudy, type LoadedStudy, type StudySource } from './loadStudy'
import { MeasurementStore } from './MeasurementStore'
import { keyImageKey, type Layout, type ViewerSeries } from './viewer.types'

/**
 * Where a viewer is: nothing asked yet, waiting for a sign-in (no credentials yet for an archive study), loading the
 * series list, showing it, failed, or handed to the client viewer.
 */
export type ViewerPhase =
  | { kind: 'idle' }
  | { kind: 'waiting' }
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'error'; message: string }
  | { kind: 'client'; url: string }

/** Options of {@link ViewerModel.load}. */
export interface LoadOptions {
  layout?: string | undefined
  examineId?: string | undefined
  /** What is loaded, as a string: the same key again while that load runs is no new load. */
  key?: string | undefined
}

/** How far the images of one series have loaded: loaded, failed, and in all (distinct files). */
export interface SeriesProgress {
  loaded: number
  failed: number
  total: number
}

const layoutSize: Record<Layout, number> = { '1x1': 1, '1x2': 2, '2x2': 4 }

/**
 * Whether a string names a layout.
 *
 * @example
 * isLayout('2x2') // true
 */
export function isLayout(value: unknown): value is Layout {
  return typeof value === 'string' && value in layoutSize
}

/**
 * The state and actions of one picture viewer, outside React: the study and its series, the layout and its four
 * viewports, the active viewport and tool, synchronised scrolling, measurements and key images. Commands call its
 * methods by name; components render its stores.
 *
 * @example
 * const viewer = new ViewerModel(host)
 * await viewer.load({ kind: 'studyId', id: '12' }, imageAccess({}))
 */
export class ViewerModel implements ViewportOwner {
  readonly $phase = atom<ViewerPhase>({ kind: 'idle' })
  readonly $loaded = atom<LoadedStudy | null>(null)
  readonly $layout = atom<Layout>('1x1')
  readonly $active = atom(0)
  readonly $tool = atom(defaultToolId)
  readonly $sync = atom(false)
  readonly $hidePhi = atom(false)
  /** The HU at and above which ROIs on CT count calcium (`calcium-threshold`), or null. */
  readonly $calciumThreshold = atom<number | null>(null)
  /** Image ids marked as key images of the exam; null when key images are not available here. */
  readonly $keyImages = atom<ReadonlySet<string> | null>(null)
  /** Per series key: how far its images have loaded (archive and DICOMweb studies load them one by one). */
  readonly $progress = atom<Readonly<Record<string, SeriesProgress>>>({})
  readonly measurements = new MeasurementStore()
  readonly viewports: ViewportController[]
  store: ImageStore
  access: ImageAccess = imageAccess({})
  /** Opens or closes the shortcut help (set by the help popover). */
  toggleHelp: () => void = () => {}
  /** Closes the shortcut help if it is open; says whether it was (set by the help popover). */
  closeHelp: () => boolean = () => false
  #examineId: string | null = null
  #controller = new AbortController()
  #loadKey: string | null = null
  #loading: Promise<void> | null = null
  #prefetched = new Set<string>()
  #selectedTimer = 0
  /** Per file URL: the series showing it, and whether it loaded (true) or failed (false). */
  #seriesOf = new Map<string, string[]>()
  #settled = new Map<string, boolean>()

  constructor(readonly host: HTMLElement) {
    this.store = new ImageStore(this.access)
    this.viewports = [0, 1, 2, 3].map((i) => new ViewportController(i, this))
    this.measurements.onChange = ({ kind, measurement }) => this.#roiMeasured(measurement, kind === 'removed')
    // A measurement removed from the list or by the page (`removeRoi`) leaves the image at once, not at the next
    // draw something else happens to cause (in CI the ROI stayed drawn).
    this.measurements.$version.listen(() => {
      for (const viewport of this.viewports) viewport.invalidate()
    })
  }

  /**
   * Removes the rectangle or ellipse ROI `id` (of a `clinic-roi-measured` event), as the user's delete would: it leaves
   * the image and the list, and the page hears of it. False when the viewer has no such ROI.
   */
  removeRoi(id: number): boolean {
    return this.measurements.removeById(id, (measurement) => measurement.type === 'rectangle' || measurement.type === 'ellipse')
  }

  /** Number of viewports the layout shows. */
  visibleCount(): number {
    return layoutSize[this.$layout.get()]
  }

  /** The viewports the layout shows. */
  visible(): ViewportController[] {
    return this.viewports.slice(0, this.visibleCount())
  }

  /** The active viewport (where tools, commands and shortcuts act). */
  active(): ViewportController {
    return this.viewports[this.$active.get()]!
  }

  /** Every series of the study (and of the prior study when comparing). */
  series(): ViewerSeries[] {
    return this.$loaded.get()?.series ?? []
  }

  /**
   * Loads a study (or exam, comparison, or list of files) and lays its series out, replacing whatever was shown.
   * `examineId` enables key images; `layout` wins over the default (1×2 when comparing, else 1×1). A list of files
   * shows its first file as soon as it opens, then its stacks once every file is in, on the image the user is on.
   * With a `key`, asking again for the load under way (same key) changes nothing: the viewer starts loading in the
   * render that first sees its attributes, and the effect that commits them finds the load running.
   */
  load(source: StudySource, access: ImageAccess, options: LoadOptions = {}): Promise<void> {
    if (options.key !== undefined && options.key === this.#loadKey && this.#loading) return this.#loading
    this.dispose()
    this.#loadKey = options.key ?? null
    this.#loading = this.#load(source, access, options)
    return this.#loading
  }

  async #load(source: StudySource, access: ImageAccess, options: LoadOptions): Promise<void> {
    // Start a decode worker while the series list loads: the first image then waits for no worker script.
    warmUpDecodeWorkers()
    const { signal } = this.#controller
    this.access = access
    this.store = new ImageStore(access)
    this.store.onSettled = (url, ok) => this.#settle(url, ok)
    this.#examineId = options.examineId || null
    this.$phase.set({ kind: 'loading' })
    try {
      let provisional = false
      const loaded = await loadStudy(source, access, this.store, signal, (first) => {
        if (signal.aborted || this.$phase.get().kind === 'ready') return
        provisional = true
        // The list's other files count as the progress of what is shown until they are all in.
        this.#present(first, source, options, source.kind === 'src' ? source.urls.map((url) => new URL(url, document.baseURI).href) : [])
      })
      if (signal.aborted) return
      if (provisional) this.#regroup(loaded)
      else this.#present(loaded, source, options)
      this.#examineId ??= loaded.study.examineId !== null ? String(loaded.study.examineId) : null
      if (this.#examineId && loaded.series.some((s) => s.images.some((image) => keyImageKey(image) !== undefined))) void this.#loadKeyImages(signal)
    } catch (error) {
      if (signal.aborted) return
      this.$phase.set({ kind: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }

  /** Shows a loaded study: its layout, its first series in the viewports, and its progress. */
  #present(loaded: LoadedStudy, source: StudySource, options: LoadOptions, listUrls: string[] = []): void {
    this.#trackProgress(loaded.series, listUrls)
    this.$loaded.set(loaded)
    const compare = source.kind === 'compare'
    this.$layout.set(isLayout(options.layout) ? options.layout : compare ? '1x2' : '1x1')
    this.$sync.set(compare)
    this.$active.set(0)
    const current = loaded.series.filter((s) => s.study === 'current')
    const prior = loaded.series.filter((s) => s.study === 'prior')
    const first = current.find((s) => s.kind !== 'error') ?? current[0] ?? null
    if (compare) {
      this.viewports[0]!.assign(first)
      this.viewports[1]!.assign(prior.find((s) => s.modality === first?.modality) ?? prior[0] ?? null)
    } else {
      // Only shown viewports load: a hidden one would fetch (and prefetch) a whole series nobody looks at.
      loaded.series.slice(0, this.visibleCount()).forEach((series, i) => this.viewports[i]!.assign(series))
    }
    this.$phase.set({ kind: 'ready' })
  }

  /**
   * Replaces what a list's first file showed with the whole list's series: each viewport stays on its image (now in
   * its stack), viewports that showed nothing get the next series.
   */
  #regroup(loaded: LoadedStudy): void {
    this.#trackProgress(loaded.series)
    this.$loaded.set(loaded)
    const shown = new Set<string>()
    for (const viewport of this.visible()) {
      const image = viewport.currentImage()
      const series = image && loaded.series.find((s) => s.kind !== 'error' && s.images.some((i) => i.url === image.url && i.frame === image.frame))
      if (series && image) {
        viewport.regroup(series, series.images.findIndex((i) => i.url === image.url && i.frame === image.frame))
        shown.add(series.key)
      } else if (viewport.state.series) {
        viewport.assign(null)
      }
    }
    const spare = loaded.series.filter((s) => !shown.has(s.key))
    for (const viewport of this.visible()) if (!viewport.state.series && spare.length) viewport.assign(spare.shift()!)
  }

  /** Shows the viewer's own "hand over to the client viewer" state instead of loading. */
  handOver(url: string): void {
    this.dispose()
    this.$phase.set({ kind: 'client', url })
  }

  /** The key of the load under way (see {@link load}), or null. */
  get loadKey(): string | null {
    return this.#loadKey
  }

  /** {@link dispose}, when the load under way is the one with this key (a newer one may have replaced it). */
  disposeLoad(key: string): void {
    if (this.#loadKey === key) this.dispose()
  }

  /** Stops loading, prefetching and cine; forgets files (the element went away or loads something else). */
  dispose(): void {
    this.#loadKey = null
    this.#loading = null
    this.#controller.abort()
    this.#controller = new AbortController()
    this.store.dispose()
    this.#prefetched.clear()
    this.#seriesOf.clear()
    this.#settled.clear()
    this.$progress.set({})
    this.measurements.clear()
    this.$keyImages.set(null)
    clearTimeout(this.#selectedTimer)
    for (const viewport of this.viewports) viewport.assign(null)
  }

  /** Shows a series in a viewport (a thumbnail was chosen) and makes that viewport active. */
  assign(position: number, series: ViewerSeries): void {
    const viewport = this.viewports[position]!
    viewport.assign(series)
    this.activate(viewport)
    this.#selected(viewport, 0)
  }

  setLayout(layout: Layout): void {
    this.$layout.set(layout)
    const shown = new Set(this.visible().map((v) => v.state.series?.key))
    const spare = this.series().filter((s) => !shown.has(s.key))
    for (const viewport of this.visible()) {
      if (!viewport.state.series && spare.length) viewport.assign(spare.shift()!)
    }
    if (this.$active.get() >= this.visibleCount()) this.$active.set(0)
  }

  setTool(id: string): void {
    if (toolById(id)) this.$tool.set(id)
  }

  /** Moves the active viewport through its stack (and the others when scrolling is synchronised). */
  scroll(delta: number): void {
    this.active().scrollBy(delta)
  }

  /** Marks or unmarks the active viewport's image as a key image of the exam (through the server). */
  async toggleKeyImage(): Promise<void> {
    const marked = this.$keyImages.get()
    const image = this.active().currentImage()
    const key = keyImageKey(image)
    const examineId = this.#examineId
    if (!marked || !image || key === undefined || !examineId) return
    const remove = marked.has(key)
    // An archive instance (no image id of this server) is marked by its SOP Instance UID.
    const which = image.imageId ? { ids: [image.imageId] } : { sopInstanceUids: [image.sopInstanceUid!] }
    await http.post(`api/keyImage/temporary/${remove ? 'remove' : 'save'}`, { examineId: Number(examineId), ...which }, { auth: this.access.auth() })
    const next = new Set(this.$keyImages.get() ?? [])
    if (remove) next.delete(key)
    else next.add(key)
    this.$keyImages.set(next)
    emit(this.host, 'clinic-key-image-changed', { examineId, ids: [image.imageId ? String(image.imageId) : image.sopInstanceUid!], marked: !remove })
  }


  /** Saves the active viewport as it looks (image, measurements, overlays unless hidden) as a PNG file. */
  async download(): Promise<void> {
    const viewport = this.active()
    if (viewport.state.status !== 'ready') return
    const blob = await viewport.snapshot(overlayLines(viewport.state, this.$loaded.get()?.study ?? null, this.$hidePhi.get(), t))
    if (!blob) return
    const link = document.createElement('a')
    link.href = URL.createObjectURL(blob)
    link.download = `image-${viewport.state.index + 1}.png`
    link.click()
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000)
  }

  /** Fills the screen with the viewer, or leaves full screen; warns where the browser cannot. */
  async toggleFullscreen(): Promise<void> {
    if (document.fullscreenElement === this.host) {
      await document.exitFullscreen()
      return
    }
    if (!document.fullscreenEnabled || typeof this.host.requestFullscreen !== 'function') {
      notify({ intent: 'warning', message: t('picViewer.viewer.fullscreenUnsupported') })
      return
    }
    await this.host.requestFullscreen().catch(() => notify({ intent: 'warning', message: t('picViewer.viewer.fullscreenUnsupported') }))
  }

  // ViewportOwner

  toolFor(event: PointerEvent): ViewerTool {
    const active = this.activeTool()
    if (event.button === 1) return toolById('viewer.tool.pan')!
    if (event.button === 2) return toolById('viewer.tool.zoom')!
    // Touch: one finger swipes through the stack unless a drawing or view tool was chosen.
    if (event.pointerType === 'touch' && active.id === defaultToolId) return toolById('viewer.tool.scroll')!
    return active
  }

  activeTool(): ViewerTool {
    return toolById(this.$tool.get()) ?? toolById(defaultToolId)!
  }

  activate(viewport: ViewportController): void {
    if (this.$active.get() !== viewport.position) this.$active.set(viewport.position)
  }

  navigated(viewport: ViewportController, delta: number): void {
    if (this.$sync.get()) {
      for (const other of this.visible()) if (other !== viewport) other.scrollBy(delta, false)
    }
    this.#selected(viewport, 150)
  }

  prefetch(series: ViewerSeries, index: number): void {
    if (this.#prefetched.has(series.key) || series.images.length < 2) return
    this.#prefetched.add(series.key)
    const { signal } = this.#controller
    const store = this.store
    // Nearest images first; as many as fit three quarters of the store's cap once the size of one is known.
    const order = series.images.map((image, i) => ({ image, distance: Math.abs(i - index) })).sort((a, b) => a.distance - b.distance)
    let budget = order.length
    const next = async (): Promise<void> => {
      while (order.length && budget > 0 && !signal.aborted) {
        const { image } = order.shift()!
        budget--
        try {
          const file = await store.load(image.url, 'ahead')
          const bytes = file.kind === 'dicom-file' ? file.byteLength / Math.max(1, file.meta.numberOfFrames) : file.frame.data.byteLength
          budget = Math.min(budget, Math.floor((store.maxBytes * 0.75) / Math.max(1, bytes)))
          if (!signal.aborted) await decodeImageFrame(file, image.frame)
        } catch {
          // A broken slice shows its error when the user reaches it; keep fetching the others.
        }
      }
    }
    // One lane fewer than the store fetches at once: the image the user scrolls to never waits behind the prefetch.
    for (let i = 0; i < 3; i++) void next()
  }

  label(measurement: Measurement): string[] {
    return formatMeasurement(measurement, t)
  }

  calciumThreshold(): number | null {
    return this.$calciumThreshold.get()
  }

  /**
   * Starts counting the files of every series (those loaded already count at once); `listUrls` are all the files of a
   * list whose first file alone is shown yet, counted as the progress of that one series.
   */
  #trackProgress(series: ViewerSeries[], listUrls: string[] = []): void {
    this.#seriesOf.clear()
    const progress: Record<string, SeriesProgress> = {}
    for (const s of series) {
      if (s.kind === 'error') continue
      const urls = new Set(listUrls.length ? listUrls : s.images.map((image) => image.url))
      for (const url of urls) {
        this.#seriesOf.set(url, [...(this.#seriesOf.get(url) ?? []), s.key])
        if (this.store.peek(url)) this.#settled.set(url, true)
      }
      progress[s.key] = { loaded: [...urls].filter((url) => this.#settled.get(url) === true).length, failed: [...urls].filter((url) => this.#settled.get(url) === false).length, total: urls.size }
    }
    this.$progress.set(progress)
  }

  /** A file loaded or failed: the progress of its series moves (a file that failed and then loads counts once). */
  #settle(url: string, ok: boolean): void {
    const before = this.#settled.get(url)
    if (before === true || before === ok) return
    this.#settled.set(url, ok)
    const keys = this.#seriesOf.get(url)
    if (!keys) return
    const next = { ...this.$progress.get() }
    for (const key of keys) {
      const current = next[key]
      if (!current) continue
      next[key] = {
        total: current.total,
        loaded: current.loaded + (ok ? 1 : 0),
        failed: current.failed + (ok ? 0 : 1) - (before === false ? 1 : 0),
      }
    }
    this.$progress.set(next)
  }

  /** Tells the page an ROI was drawn or removed (`clinic-roi-measured`). */
  #roiMeasured(measurement: Measurement, removed: boolean): void {
    const { image, values } = measurement
    if ((measurement.type !== 'rectangle' && measurement.type !== 'ellipse') || !image || !values) return
    const calcium = values.calcium
    emit(this.host, 'clinic-roi-measured', {
      id: measurement.id,
      ...image,
      area: values.area ?? 0,
      aboveArea: calcium ? calcium.area : null,
      aboveCount: calcium ? calcium.count : null,
      peak: calcium ? (Number.isFinite(calcium.peak) ? calcium.peak : null) : values.stats?.count ? values.stats.max : null,
      threshold: calcium ? calcium.threshold : null,
      ...(removed ? { removed: true as const } : {}),
    })
  }

  #selected(viewport: ViewportController, delay: number): void {
    clearTimeout(this.#selectedTimer)
    this.#selectedTimer = window.setTimeout(() => {
      const { series, index, meta } = viewport.state
      const image = series?.images[index]
      if (!series || !image) return
      const studyId = this.$loaded.get()?.study.studyId
      emit(this.host, 'clinic-image-selected', {
        studyId: studyId === null || studyId === undefined ? null : String(studyId),
        seriesUid: series.seriesInstanceUid || meta?.seriesInstanceUid || '',
        instanceUid: image.sopInstanceUid || meta?.sopInstanceUid || '',
        frame: image.frame,
        // What the image itself says it is (for a report beside it to check it is the right patient and exam).
        patientId: meta?.patientId ?? '',
        accessionNumber: meta?.accessionNumber ?? '',
      })
    }, delay)
  }

  async #loadKeyImages(signal: AbortSignal): Promise<void> {
    try {
      const refs = await http.get<KeyImageRef[]>('api/keyImage/temporary/query', { examineId: this.#examineId }, {
        auth: this.access.auth(),
        silent: true,
        signal,
      })
      if (!signal.aborted) this.$keyImages.set(new Set((Array.isArray(refs) ? refs : []).map((ref) => keyImageKey(ref)).filter((key): key is string => key !== undefined)))
    } catch {
      // Without the query (no permission, older server) the viewer simply offers no key-image marking.
    }
  }
}
