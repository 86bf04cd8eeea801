import { atom } from 'nanostores'
import { ctWindowPresets } from '../../../core/dicom/ctWindowPresets'
import { defaultWindow } from '../../../core/dicom/defaultWindow'
import type { DecodedFrame, ImageMeta } from '../../../core/dicom/dicom.types'
import { cachedImageFrame, decodeImageFrame } from '../../../core/dicom/openImageFile'
import { renderToImageData } from '../../../core/dicom/renderToImageData'
import type { ImageStore } from '../model/ImageStore'
import type { MeasurementStore } from '../model/MeasurementStore'
import type { Point, StackImage, ViewerSeries } from '../model/viewer.types'
import { measure, type MeasuredImage, type Measurement, type MeasurementType } from '../tools/measure'
import type { ToolDrag, ViewerTool } from '../tools/tool.types'
import { drawLabel, drawMeasurements } from './drawMeasurements'

/**
 * Everything a viewport shows, as one immutable snapshot: which series and image, whether it loaded, the window (in
 * modality units), the view transform and cine. Overlays, the scrollbar and the toolbar render from it.
 */
export interface ViewState {
  status: 'empty' | 'loading' | 'ready' | 'error'
  series: ViewerSeries | null
  index: number
  count: number
  error: Error | null
  meta: ImageMeta | null
  center: number
  width: number
  /** `default` (the file's window, else its value range), a preset id, or `''` after a manual change. */
  presetId: string
  /** Magnification relative to "fit in the pane". */
  zoom: number
  /** Screen pixels per image pixel (what the overlay shows as zoom). */
  scale: number
  rotation: number
  flipH: boolean
  flipV: boolean
  invert: boolean
  playing: boolean
  fps: number
}

/** What a viewport needs from the viewer that owns it. */
export interface ViewportOwner {
  readonly store: ImageStore
  readonly measurements: MeasurementStore
  /** The tool for a pointer drag: the active one, or pan/zoom/scroll for the middle and right buttons and touch. */
  toolFor(event: PointerEvent): ViewerTool
  /** The active tool, for hover. */
  activeTool(): ViewerTool
  activate(viewport: ViewportController): void
  /** The user moved through the stack by `delta` images (synchronised scrolling, `clinic-image-selected`). */
  navigated(viewport: ViewportController, delta: number): void
  /** Loads and decodes the series around `index` in the background. */
  prefetch(series: ViewerSeries, index: number): void
  /** Labels of a measurement in the current locale. */
  label(measurement: Measurement): string[]
  /** The calcium threshold (HU) ROIs on CT report, or null (`calcium-threshold`). */
  calciumThreshold(): number | null
}

const initial: ViewState = {
  status: 'empty',
  series: null,
  index: 0,
  count: 0,
  error: null,
  meta: null,
  center: 0,
  width: 1,
  presetId: 'default',
  zoom: 1,
  scale: 1,
  rotation: 0,
  flipH: false,
  flipV: false,
  invert: false,
  playing: false,
  fps: 15,
}

const frameMeasure = 'clinic-pic-viewer:frame'
let measured = 0

/**
 * One viewport's engine, outside React: loads and decodes the images of its series through the viewer's store,
 * renders them on a Canvas 2D — stored values → RGBA through the engine's precomputed LUT only when the frame,
 * window or inversion changed, then pan/zoom/rotate/flip as a canvas transform — and turns pointer, wheel and
 * touch input into tool actions. Draws are coalesced to one per animation frame and timed (`performance.measure`
 * entries named `clinic-pic-viewer:frame`).
 *
 * @example
 * const viewport = new ViewportController(0, viewer)
 * const detach = viewport.attach(canvas)
 * viewport.assign(series)
 */
export class ViewportController {
  readonly $state = atom<ViewState>(initial)
  /** The measurement being drawn, not yet in the store. */
  draft: Measurement | null = null
  #canvas: HTMLCanvasElement | null = null
  #attachment: { release: () => void; onDisplaced: (() => void) | undefined } | null = null
  #drawn: () => void = () => undefined
  /** Resolves once this viewport has drawn an image. */
  readonly drawn = new Promise<void>((resolve) => {
    this.#drawn = resolve
  })
  #ctx: CanvasRenderingContext2D | null = null
  #offscreen: HTMLCanvasElement | null = null
  #image: ImageData | null = null
  #renderedKey = ''
  /** The frame the offscreen canvas holds: the state's image index moves before its frame arrives. */
  #renderedFrame: DecodedFrame | null = null
  #frame: DecodedFrame | null = null
  #pan: Point = { x: 0, y: 0 }
  /** The canvas's CSS size as last observed; null until read (see {@link #size}). */
  #measured: { width: number; height: number } | null = null

  /**
   * The canvas's CSS size: its observer's last report, else read from the canvas on first need — a draw, an input —
   * not when the canvas is attached: the read lays the page out (~15 ms on a slow machine), which the element's early
   * first-image canvas would do before the viewer's first request leaves.
   */
  get #size(): { width: number; height: number } {
    this.#measured ??= this.#canvas ? { width: this.#canvas.clientWidth, height: this.#canvas.clientHeight } : { width: 0, height: 0 }
    return this.#measured
  }
  #raf = 0
  #load = 0
  #windowChosen = false
  #pointers = new Map<number, Point>()
  #drag: (Omit<ToolDrag, 'current' | 'image' | 'dx' | 'dy'> & { tool: ViewerTool; last: Point }) | null = null
  #pinch: { distance: number; centre: Point } | null = null
  #wheel = 0
  #cine = { raf: 0, last: 0, busy: false }
  /** While wheel, drag or cine move the view: images are scaled without smoothing, then once smoothed at rest. */
  #moving = false
  #restTimer = 0

  constructor(
    readonly position: number,
    private owner: ViewportOwner,
  ) {}

  get state(): ViewState {
    return this.$state.get()
  }

  /** The image (file and frame) the stack is at. */
  currentImage(): StackImage | undefined {
    return this.state.series?.images[this.state.index]
  }

  /** Key of the current image in the measurement store (`url#frame`). */
  imageKey(): string | null {
    const image = this.currentImage()
    return image ? `${image.url}#${image.frame}` : null
  }

  #patch(patch: Partial<ViewState>): void {
    this.$state.set({ ...this.state, ...patch })
  }

  /**
   * Starts drawing into a canvas and listening to its input; returns the detach function. A canvas attached later
   * takes over (the element's first-image canvas hands over to the viewer's own): the earlier one is let go and
   * `onDisplaced` called.
   */
  attach(canvas: HTMLCanvasElement, onDisplaced?: () => void): () => void {
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return
      this.#measured = { width: entry.contentRect.width, height: entry.contentRect.height }
      this.invalidate()
    })
    const listeners: Array<[string, EventListener, AddEventListenerOptions?]> = [
      ['pointerdown', this.#onPointerDown as EventListener],
      ['pointermove', this.#onPointerMove as EventListener],
      ['pointerup', this.#onPointerUp as EventListener],
      ['pointercancel', this.#onPointerUp as EventListener],
      ['wheel', this.#onWheel as EventListener, { passive: false }],
      ['contextmenu', (event) => event.preventDefault()],
    ]
    const release = () => {
      observer.disconnect()
      for (const [name, listener] of listeners) canvas.removeEventListener(name, listener)
    }
    const attachment = { release, onDisplaced }
    const previous = this.#attachment
    this.#attachment = attachment
    if (previous) {
      previous.release()
      previous.onDisplaced?.()
    }
    this.#canvas = canvas
    this.#ctx = canvas.getContext('2d')
    // The observer reports the size a frame later; the first draw reads it (and must already fit the pane).
    this.#measured = null
    observer.observe(canvas)
    for (const [name, listener, options] of listeners) canvas.addEventListener(name, listener, options)
    cancelAnimationFrame(this.#raf)
    this.#raf = 0
    this.invalidate()
    return () => {
      if (this.#attachment !== attachment) return
      this.#attachment = null
      release()
      cancelAnimationFrame(this.#raf)
      clearTimeout(this.#restTimer)
      this.#moving = false
      this.#raf = 0
      this.#canvas = null
      this.#ctx = null
    }
  }

  /** Shows a series (or nothing) from image `index`, with a fresh view. */
  assign(series: ViewerSeries | null, index = 0): void {
    this.stop()
    this.#frame = null
    this.#renderedKey = ''
    this.#windowChosen = false
    this.#pan = { x: 0, y: 0 }
    this.draft = null
    this.#load++
    this.$state.set({
      ...initial,
      series,
      count: series?.images.length ?? 0,
      status: !series ? 'empty' : series.kind === 'error' ? 'error' : 'loading',
      error: series?.error ?? null,
    })
    if (series?.kind === 'image') void this.show(index)
    this.invalidate()
  }

  /**
   * Shows the image on screen as image `index` of another series holding it (a list's stacks formed once all its
   * files were in): the view (window, zoom, pan, measurements) stays, the stack and its position change. A viewport
   * still loading its first image simply starts on `index` of the new series.
   */
  regroup(series: ViewerSeries, index: number): void {
    if (this.state.status !== 'ready' || index < 0) {
      this.assign(series, Math.max(0, index))
      return
    }
    this.#load++
    this.#patch({ series, count: series.images.length, index })
    this.owner.prefetch(series, index)
    this.invalidate()
  }

  /**
   * Moves the stack to image `index` (clamped) and shows it: at once when the frame is decoded already (stack scroll
   * and cine then draw in the same frame as the input), else after loading; the previous image stays meanwhile.
   */
  async show(index: number): Promise<void> {
    const series = this.state.series
    if (!series || series.kind !== 'image') return
    const target = Math.max(0, Math.min(series.images.length - 1, index))
    const token = ++this.#load
    this.draft = null
    const image = series.images[target]!
    const held = this.owner.store.peek(image.url)
    const ready = held && cachedImageFrame(held, image.frame)
    if (held && ready) {
      this.#showFrame(series, target, held.meta, ready)
      return
    }
    this.#patch({ index: target })
    try {
      const file = await this.owner.store.load(image.url, 'urgent')
      const frame = await decodeImageFrame(file, image.frame)
      if (token !== this.#load) return
      this.#showFrame(series, target, file.meta, frame)
    } catch (error) {
      if (token !== this.#load || (error instanceof Error && error.name === 'AbortError')) return
      this.#frame = null
      this.#patch({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) })
      this.invalidate()
    }
  }

  #showFrame(series: ViewerSeries, index: number, meta: ImageMeta, frame: DecodedFrame): void {
    this.#frame = frame
    const patch: Partial<ViewState> = { index, status: 'ready', error: null, meta }
    if (!this.#windowChosen) {
      const window = defaultWindow(meta, frame)
      Object.assign(patch, { center: window.center, width: window.width, presetId: 'default' })
      if (meta.frameTime) patch.fps = Math.max(1, Math.min(60, Math.round(1000 / meta.frameTime)))
      this.#windowChosen = true
      this.owner.prefetch(series, index)
    }
    this.#patch(patch)
    this.invalidate()
  }

  /** Steps through the stack; `user` input also moves synchronised viewports and reports the selection. */
  scrollBy(delta: number, user = true): void {
    const { series, index } = this.state
    if (!series || series.kind !== 'image' || !delta) return
    const target = Math.max(0, Math.min(series.images.length - 1, index + delta))
    if (target === index) return
    void this.show(target)
    if (user) this.owner.navigated(this, target - index)
  }

  /** Jumps to an image (scrollbar, Home/End). */
  scrollTo(index: number): void {
    this.scrollBy(index - this.state.index)
  }

  /** Sets the window in modality units; `presetId` names where it came from (`''` for a manual change). */
  setWindow(center: number, width: number, presetId = ''): void {
    this.#windowChosen = true
    this.#patch({ center, width: Math.max(1, width), presetId })
    this.invalidate()
  }

  /** Window/level drag: horizontal movement changes the width, vertical the level, in steps that follow the width. */
  adjustWindow(dx: number, dy: number): void {
    const { center, width } = this.state
    const step = Math.max(0.5, width / 256)
    this.setWindow(center + dy * step, width + dx * step)
  }

  /** Applies a CT preset by id, or `default` for the file's own window. */
  applyPreset(id: string): void {
    const meta = this.state.meta
    if (id === 'default') {
      if (this.#frame && meta) {
        const window = defaultWindow(meta, this.#frame)
        this.setWindow(window.center, window.width, 'default')
      }
      return
    }
    const preset = ctWindowPresets.find((p) => p.id === id)
    if (preset) this.setWindow(preset.center, preset.width, id)
  }

  panBy(dx: number, dy: number): void {
    this.#pan = { x: this.#pan.x + dx, y: this.#pan.y + dy }
    this.invalidate()
  }

  /** Zooms by `factor` keeping the image point under `at` (screen) where it is; the pane centre by default. */
  zoomAt(factor: number, at?: Point): void {
    const zoom = Math.max(0.05, Math.min(40, this.state.zoom * factor))
    const applied = zoom / this.state.zoom
    const centre = { x: this.#size.width / 2, y: this.#size.height / 2 }
    const point = at ?? centre
    const offset = { x: point.x - centre.x - this.#pan.x, y: point.y - centre.y - this.#pan.y }
    this.#pan = { x: point.x - centre.x - offset.x * applied, y: point.y - centre.y - offset.y * applied }
    this.#patch({ zoom })
    this.invalidate()
  }

  rotate(degrees: number): void {
    this.#patch({ rotation: (((this.state.rotation + degrees) % 360) + 360) % 360 })
    this.invalidate()
  }

  flip(axis: 'h' | 'v'): void {
    this.#patch(axis === 'h' ? { flipH: !this.state.flipH } : { flipV: !this.state.flipV })
    this.invalidate()
  }

  toggleInvert(): void {
    this.#patch({ invert: !this.state.invert })
    this.invalidate()
  }

  /** Back to the first view: fit, centred, unrotated, unflipped, not inverted, the default window. */
  reset(): void {
    this.#pan = { x: 0, y: 0 }
    this.#patch({ zoom: 1, rotation: 0, flipH: false, flipV: false, invert: false })
    this.applyPreset('default')
    this.invalidate()
  }

  /** Starts or stops cine. */
  togglePlay(): void {
    if (this.state.playing) this.stop()
    else this.play()
  }

  play(): void {
    const { series, count } = this.state
    if (!series || series.kind !== 'image' || count < 2 || this.state.playing) return
    this.#patch({ playing: true })
    this.#cine.last = 0
    const tick = (time: number) => {
      if (!this.state.playing) return
      if (!this.#cine.busy && time - this.#cine.last >= 1000 / this.state.fps - 2) {
        this.#move()
        this.#cine.last = time
        this.#cine.busy = true
        const next = (this.state.index + 1) % this.state.count
        void this.show(next).finally(() => (this.#cine.busy = false))
      }
      this.#cine.raf = requestAnimationFrame(tick)
    }
    this.#cine.raf = requestAnimationFrame(tick)
  }

  stop(): void {
    cancelAnimationFrame(this.#cine.raf)
    this.#cine.busy = false
    if (this.state.playing) this.#patch({ playing: false })
  }

  setFps(fps: number): void {
    this.#patch({ fps: Math.max(1, Math.min(60, fps)) })
  }

  /** Starts a measurement at an image point. */
  beginDraft(type: MeasurementType, point: Point): void {
    this.draft = { id: this.owner.measurements.nextId(), type, points: [point, point] }
    this.invalidate()
  }

  /** Replaces the draft's points and recomputes its values (lengths and statistics show while drawing). */
  updateDraft(points: Point[]): void {
    if (!this.draft) return
    this.draft = { ...this.draft, points }
    if (this.#frame && this.state.meta) this.draft.values = measure(this.draft, this.#frame, this.state.meta, this.owner.calciumThreshold())
    this.invalidate()
  }

  /** Stores the draft on the current image (dropped when it has no extent). */
  commitDraft(): void {
    const draft = this.draft
    const key = this.imageKey()
    this.draft = null
    if (draft && key && this.#frame && this.state.meta) {
      const [a, b] = draft.points
      if (a && b && Math.hypot(b.x - a.x, b.y - a.y) > 0.5) {
        const values = measure(draft, this.#frame, this.state.meta, this.owner.calciumThreshold())
        this.owner.measurements.add(key, { ...draft, values, image: this.#measuredImage() })
      }
    }
    this.invalidate()
  }

  /** The current image's identity and geometry, kept with a measurement drawn on it. */
  #measuredImage(): MeasuredImage {
    const { series, index, meta } = this.state
    const image = this.currentImage()
    const position = meta?.imagePositionPatient
    const orientation = meta?.imageOrientationPatient
    let sliceLocation: number | null = null
    if (position && orientation) {
      // Along the slice normal (row × column direction): the table position for axial slices, whatever the sign.
      const [r0, r1, r2, c0, c1, c2] = orientation
      const normal = [r1 * c2 - r2 * c1, r2 * c0 - r0 * c2, r0 * c1 - r1 * c0] as const
      sliceLocation = position[0] * normal[0] + position[1] * normal[1] + position[2] * normal[2]
    } else if (position) {
      sliceLocation = position[2]
    }
    return {
      seriesUid: series?.seriesInstanceUid || meta?.seriesInstanceUid || '',
      instanceUid: image?.sopInstanceUid || meta?.sopInstanceUid || '',
      imageIndex: index,
      sliceLocation,
      sliceThickness: meta?.sliceThickness ?? null,
      pixelSpacing: meta?.pixelSpacing ?? null,
    }
  }

  /** Drops the measurement being drawn. */
  cancelDraft(): void {
    this.draft = null
    this.invalidate()
  }

  /** Screen (CSS pixels of the canvas) to image pixel coordinates. */
  toImage(point: Point): Point {
    const p = this.#matrix().inverse().transformPoint(new DOMPoint(point.x, point.y))
    return { x: p.x, y: p.y }
  }

  /** Schedules one draw for the next animation frame. */
  invalidate(): void {
    if (!this.#raf && this.#canvas) this.#raf = requestAnimationFrame(() => this.#draw())
  }

  /** The current view as a PNG: image, measurements and the given overlay lines in the four corners. */
  snapshot(corners: string[][]): Promise<Blob | null> {
    const canvas = document.createElement('canvas')
    const { width, height } = this.#size
    canvas.width = Math.max(1, Math.round(width))
    canvas.height = Math.max(1, Math.round(height))
    const ctx = canvas.getContext('2d')!
    this.#paint(ctx, 1)
    ctx.font = '13px system-ui, sans-serif'
    corners.forEach((lines, corner) => {
      const longest = Math.max(0, ...lines.map((line) => ctx.measureText(line).width))
      const x = corner % 2 ? width - 8 - longest : 8
      drawLabel(ctx, lines, x, corner >= 2 ? height - 6 - lines.length * 15 : 6, '#fff')
    })
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'))
  }

  #fitScale(frame: DecodedFrame): number {
    const turned = this.state.rotation % 180 !== 0
    const w = turned ? frame.height : frame.width
    const h = turned ? frame.width : frame.height
    return Math.min(this.#size.width / w, this.#size.height / h) || 1
  }

  #matrix(): DOMMatrix {
    const frame = this.#frame
    if (!frame) return new DOMMatrix()
    const { rotation, flipH, flipV, zoom } = this.state
    const scale = this.#fitScale(frame) * zoom
    return new DOMMatrix()
      .translate(this.#size.width / 2 + this.#pan.x, this.#size.height / 2 + this.#pan.y)
      .scale(flipH ? -1 : 1, flipV ? -1 : 1)
      .rotate(rotation)
      .scale(scale)
      .translate(-frame.width / 2, -frame.height / 2)
  }

  /**
   * Marks the view as moving (wheel, drag, pinch, cine): smoothed scaling costs several times a plain one per frame
   * on a CPU-rendered canvas, so moving frames are drawn plain and the last one again, smoothed, 200 ms after.
   */
  #move(): void {
    this.#moving = true
    clearTimeout(this.#restTimer)
    this.#restTimer = window.setTimeout(() => {
      this.#moving = false
      this.invalidate()
    }, 200)
  }

  #draw(): void {
    this.#raf = 0
    const canvas = this.#canvas
    const ctx = this.#ctx
    if (!canvas || !ctx) return
    if (!this.#frame) {
      // Nothing to show yet: the pane's black shows through a 1×1 transparent canvas. A full-size one would cost a fill
      // and a commit of a megapixel each time (~30 ms on a CPU-rendered page) while the first image is on its way.
      if (canvas.width !== 1 || canvas.height !== 1) {
        canvas.width = 1
        canvas.height = 1
      }
      return
    }
    const start = performance.now()
    const ratio = window.devicePixelRatio || 1
    const width = Math.max(1, Math.round(this.#size.width * ratio))
    const height = Math.max(1, Math.round(this.#size.height * ratio))
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width
      canvas.height = height
    }
    this.#paint(ctx, ratio, !this.#moving)
    const scale = this.#fitScale(this.#frame) * this.state.zoom
    if (Math.abs(scale - this.state.scale) > 1e-6) this.#patch({ scale })
    this.#drawn()
    // User timing entries are the viewer's frame-time probe; cleared now and then so they never pile up.
    performance.measure(frameMeasure, { start, end: performance.now() })
    if (++measured % 2000 === 0) performance.clearMeasures(frameMeasure)
  }

  #paint(ctx: CanvasRenderingContext2D, ratio: number, smooth = true): void {
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.fillStyle = '#000'
    ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height)
    const frame = this.#frame
    const meta = this.state.meta
    if (!frame || !meta) return
    const { center, width, invert } = this.state
    const key = `${this.imageKey()}|${center}|${width}|${invert}`
    // The frame itself, not only the image it belongs to: while a scrolled-to image loads, the previous frame is drawn
    // under the new image's key, and the new frame must not then be taken for rendered already.
    if (key !== this.#renderedKey || frame !== this.#renderedFrame || !this.#offscreen) {
      // The fast path: only the LUT pass and one putImageData when the window or image changed; never on pan/zoom.
      this.#image = renderToImageData(frame, meta, { center, width, invert, ...(this.#image ? { target: this.#image } : {}) })
      this.#offscreen ??= document.createElement('canvas')
      if (this.#offscreen.width !== frame.width || this.#offscreen.height !== frame.height) {
        this.#offscreen.width = frame.width
        this.#offscreen.height = frame.height
      }
      this.#offscreen.getContext('2d')!.putImageData(this.#image, 0, 0)
      this.#renderedKey = key
      this.#renderedFrame = frame
    }
    const matrix = this.#matrix()
    ctx.setTransform(new DOMMatrix().scale(ratio).multiply(matrix))
    // Smooth when shrinking or mildly enlarging; show pixels as pixels when magnified for inspection.
    ctx.imageSmoothingEnabled = smooth && this.#fitScale(frame) * this.state.zoom < 3
    ctx.drawImage(this.#offscreen, 0, 0)
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
    const key2 = this.imageKey()
    drawMeasurements(ctx, matrix, key2 ? this.owner.measurements.list(key2) : [], this.draft, (m) => this.owner.label(m))
  }

  #local(event: PointerEvent | WheelEvent): Point {
    const rect = this.#canvas!.getBoundingClientRect()
    return { x: event.clientX - rect.left, y: event.clientY - rect.top }
  }

  #dragInfo(point: Point): ToolDrag {
    const drag = this.#drag!
    return {
      start: drag.start,
      startImage: drag.startImage,
      pointerType: drag.pointerType,
      current: point,
      image: this.toImage(point),
      dx: point.x - drag.last.x,
      dy: point.y - drag.last.y,
    }
  }

  #onPointerDown = (event: PointerEvent): void => {
    this.owner.activate(this)
    // preventDefault below also stops the browser focusing the pane; do it here so shortcuts reach this viewport.
    this.#canvas?.closest<HTMLElement>('[tabindex]')?.focus({ preventScroll: true })
    const point = this.#local(event)
    try {
      this.#canvas?.setPointerCapture(event.pointerId)
    } catch {
      // Synthetic events have no active pointer to capture; the drag still works.
    }
    this.#pointers.set(event.pointerId, point)
    event.preventDefault()
    if (this.#pointers.size === 2) {
      // A second finger turns the gesture into pinch zoom and two-finger pan; an unfinished drawing is dropped.
      if (this.#drag) this.draft = null
      this.#drag = null
      const [a, b] = [...this.#pointers.values()] as [Point, Point]
      this.#pinch = { distance: Math.hypot(b.x - a.x, b.y - a.y), centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } }
      return
    }
    if (this.#pointers.size > 2 || !this.#frame) return
    const tool = this.owner.toolFor(event)
    this.#drag = { tool, start: point, last: point, startImage: this.toImage(point), pointerType: event.pointerType }
    tool.down?.(this, this.#dragInfo(point))
  }

  #onPointerMove = (event: PointerEvent): void => {
    const point = this.#local(event)
    if (this.#pointers.has(event.pointerId)) this.#move()
    if (!this.#pointers.has(event.pointerId)) {
      if (event.pointerType === 'mouse' && this.#frame) this.owner.activeTool().hover?.(this, this.toImage(point))
      return
    }
    this.#pointers.set(event.pointerId, point)
    if (this.#pinch && this.#pointers.size === 2) {
      const [a, b] = [...this.#pointers.values()] as [Point, Point]
      const distance = Math.hypot(b.x - a.x, b.y - a.y)
      const centre = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
      this.panBy(centre.x - this.#pinch.centre.x, centre.y - this.#pinch.centre.y)
      if (this.#pinch.distance > 0 && distance > 0) this.zoomAt(distance / this.#pinch.distance, centre)
      this.#pinch = { distance, centre }
      return
    }
    if (!this.#drag) return
    const info = this.#dragInfo(point)
    this.#drag.last = point
    this.#drag.tool.move?.(this, info)
  }

  #onPointerUp = (event: PointerEvent): void => {
    if (!this.#pointers.delete(event.pointerId)) return
    if (this.#pinch) {
      if (this.#pointers.size < 2) this.#pinch = null
      return
    }
    if (!this.#drag) return
    const info = this.#dragInfo(this.#local(event))
    const { tool } = this.#drag
    this.#drag = null
    tool.up?.(this, info)
  }

  #onWheel = (event: WheelEvent): void => {
    event.preventDefault()
    this.#move()
    this.owner.activate(this)
    const pixels = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1)
    if (event.ctrlKey) {
      this.zoomAt(Math.exp(-pixels / 300), this.#local(event))
      return
    }
    // A mouse notch (±100) is one image; trackpad deltas add up until they make one.
    this.#wheel = Math.abs(pixels) >= 50 ? pixels : this.#wheel + pixels
    if (Math.abs(this.#wheel) >= 50) {
      this.scrollBy(Math.sign(this.#wheel))
      this.#wheel = 0
    }
  }
}
