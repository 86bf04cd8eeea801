import { closeImageFile, openImageBytes, openImageFile, type ImageFile, type OpenImageOptions } from '../../../core/dicom/openImageFile'
import type { ImageAccess } from './imageAccess'

/** A loaded file: a DICOM file held by a decode worker, or a decoded plain capture. */
export type LoadedFile = ImageFile

/** Fetches the bytes of an image URL another way than a plain GET (a DICOMweb retrieval). */
export type FetchBytes = (url: string, signal: AbortSignal) => Promise<{ buffer: ArrayBuffer; contentType: string }>

/**
 * Files that come together in one answer (a DICOMweb series retrieval): which group a URL belongs to, and how a group
 * streams its files in.
 */
export interface FileGroups {
  /** The group a URL arrives with, or undefined for a file fetched alone. */
  groupOf(url: string): string | undefined
  /** Streams a group's files, handing each over with `deliver` as it arrives; settles when the answer ends. */
  stream(group: string, deliver: (url: string, buffer: ArrayBuffer, contentType: string) => void, signal: AbortSignal): Promise<void>
}

/**
 * How much a load is waited for: `urgent`, the image on screen (jumps the queue and never waits for a group);
 * `ahead`, reading ahead of the user (may start its group's stream); `normal`, the rest (waits for a group already
 * streaming).
 */
export type LoadPriority = 'urgent' | 'normal' | 'ahead'

interface Waiter {
  promise: Promise<LoadedFile>
  resolve: (file: LoadedFile) => void
  reject: (error: unknown) => void
  /** Fetched alone already (the user waits for it, or the stream ended without it). */
  alone: boolean
}

interface Group {
  running: boolean
  waiting: Map<string, Waiter>
  /** Files of the answer being opened in a decode worker. */
  opening: Set<Promise<unknown>>
}

/** Files fetched at once; browsers allow six connections per host over HTTP/1.1 and the page needs some too. */
const concurrency = 4

function sizeOf(file: LoadedFile): number {
  return file.kind === 'dicom-file' ? file.byteLength : file.frame.data.byteLength
}

/**
 * The files of one viewer: fetched once (with the viewer's credentials), parsed in a decode worker, and kept while
 * they fit a byte cap, least recently used first out (the worker is told to forget evicted files); concurrent
 * requests for a URL share one fetch, and at most four run at a time — the rest queue, the image the user is
 * waiting for first. Files of a group (a DICOMweb series) come in one answer once the viewer reads ahead in it;
 * only the image on screen is fetched alone meanwhile. Decoded frames live in the engine's `decodedFrameCache`.
 *
 * @example
 * const store = new ImageStore(imageAccess({}), 256 * 1024 * 1024)
 * const file = await store.load(url)
 */
export class ImageStore {
  #files = new Map<string, LoadedFile>()
  #pending = new Map<string, Promise<LoadedFile>>()
  #queue: Array<() => void> = []
  #running = 0
  #bytes = 0
  #controller = new AbortController()
  /** How image bytes are fetched when not by a plain GET of the URL (a DICOMweb source sets it). */
  fetchBytes: FetchBytes | null = null
  /** Files that arrive together in one answer (a DICOMweb source sets it): read ahead as a group. */
  groups: FileGroups | null = null
  #groups = new Map<string, Group>()
  /** Told once per load that settles (loaded or failed), for the per-series progress. */
  onSettled: ((url: string, ok: boolean) => void) | null = null

  constructor(
    private access: ImageAccess,
    /** The cap in bytes of file data (a 200-slice 512×512 CT is about 105 MB). */
    readonly maxBytes = 384 * 1024 * 1024,
  ) {}

  /** Bytes of file data held. */
  get bytes(): number {
    return this.#bytes
  }

  /** The file when it is loaded already (no waiting, no recency update). */
  peek(url: string): LoadedFile | undefined {
    return this.#files.get(url)
  }

  /**
   * Loads a file (from memory when it is there). An `urgent` load (the image on screen) jumps the queue; a file of a
   * group (see {@link groups}) waits for its group's answer unless it is urgent, and reading `ahead` starts that answer.
   */
  load(url: string, priority: LoadPriority = 'normal'): Promise<LoadedFile> {
    const held = this.#files.get(url)
    if (held) {
      this.#files.delete(url)
      this.#files.set(url, held)
      return Promise.resolve(held)
    }
    const key = this.groups?.groupOf(url)
    const group = key === undefined ? undefined : (this.#groups.get(key) ?? (priority === 'ahead' ? this.#startGroup(key) : undefined))
    const waiting = this.#pending.get(url)
    if (waiting) {
      // The user waits for a file its group has not brought yet: it is fetched alone as well, whichever comes first.
      const waiter = group?.waiting.get(url)
      if (priority === 'urgent' && waiter) this.#alone(url, waiter, true)
      return waiting
    }
    if (group?.running && priority !== 'urgent') return this.#wait(group, url)
    return this.#fetch(url, priority === 'urgent', true)
  }

  #fetch(url: string, urgent: boolean, shared: boolean): Promise<LoadedFile> {
    const { signal } = this.#controller
    // Every file opens with its first frame decoded in the same worker job: one round trip to an image.
    const options: OpenImageOptions = { headers: this.access.headers(url), signal, frameIndex: 0 }
    const pending: Promise<LoadedFile> = this.#slot(urgent)
      .then(() =>
        this.fetchBytes
          ? this.fetchBytes(url, signal).then(({ buffer, contentType }) => openImageBytes(url, buffer, contentType, { frameIndex: 0 }))
          : openImageFile(url, options),
      )
      .finally(() => {
        this.#running--
        this.#queue.shift()?.()
        if (this.#pending.get(url) === pending) this.#pending.delete(url)
      })
      .then(
        (file) => {
          if (signal.aborted) {
            closeImageFile(file)
            return file
          }
          return this.#adopt(url, file)
        },
        (error: unknown) => {
          if (!signal.aborted) this.onSettled?.(url, false)
          throw error
        },
      )
    if (shared) this.#pending.set(url, pending)
    return pending
  }

  /** A file to come with its group's answer: settled by the answer, or fetched alone if the answer ends without it. */
  #wait(group: Group, url: string): Promise<LoadedFile> {
    let resolve!: (file: LoadedFile) => void
    let reject!: (error: unknown) => void
    const promise = new Promise<LoadedFile>((yes, no) => {
      resolve = yes
      reject = no
    })
    const waiter: Waiter = { promise, resolve, reject, alone: false }
    group.waiting.set(url, waiter)
    this.#pending.set(url, promise)
    const done = () => {
      if (this.#pending.get(url) === promise) this.#pending.delete(url)
      if (group.waiting.get(url) === waiter) group.waiting.delete(url)
    }
    promise.then(done, done)
    return promise
  }

  /** Fetches a waiting file alone: the user waits for it, or its group's answer ended without it. */
  #alone(url: string, waiter: Waiter, urgent: boolean): void {
    if (waiter.alone) return
    waiter.alone = true
    this.#fetch(url, urgent, false).then(waiter.resolve, waiter.reject)
  }

  #startGroup(key: string): Group {
    const group: Group = { running: true, waiting: new Map(), opening: new Set() }
    this.#groups.set(key, group)
    const { signal } = this.#controller
    const deliver = (url: string, buffer: ArrayBuffer, contentType: string) => this.#deliver(group, url, buffer, contentType, signal)
    this.groups!.stream(key, deliver, signal)
      // Whatever did not arrive is fetched alone below, which says why it fails.
      .catch(() => {})
      .then(async () => {
        await Promise.allSettled(group.opening)
        group.running = false
        if (signal.aborted) return
        for (const [url, waiter] of group.waiting) this.#alone(url, waiter, false)
      })
    return group
  }

  /** A file of a group's answer arrived: opened and kept (and handed to whoever waits for it). */
  #deliver(group: Group, url: string, buffer: ArrayBuffer, contentType: string, signal: AbortSignal): void {
    if (signal.aborted || this.#files.has(url)) return
    const opening = openImageBytes(url, buffer, contentType, { frameIndex: 0 }).then(
      (file) => {
        if (signal.aborted) return closeImageFile(file)
        const kept = this.#adopt(url, file)
        group.waiting.get(url)?.resolve(kept)
      },
      () => {
        // Not one the engine opens as it came (a syntax it does not decode, a broken file): fetched alone, which asks
        // for what it decodes and says what is wrong.
        const waiter = group.waiting.get(url)
        if (waiter && !signal.aborted) this.#alone(url, waiter, false)
      },
    )
    group.opening.add(opening)
    void opening.finally(() => group.opening.delete(opening))
  }

  /** Stops every fetch and forgets every file (the viewer went away or loads another study). */
  dispose(): void {
    this.#controller.abort()
    this.#controller = new AbortController()
    this.#pending.clear()
    for (const group of this.#groups.values()) {
      for (const waiter of group.waiting.values()) waiter.reject(new DOMException('The viewer stopped loading', 'AbortError'))
    }
    this.#groups.clear()
    // Queued loads start at once and fail fast on the aborted signal, so nobody waits on them forever.
    for (const start of this.#queue.splice(0)) start()
    for (const file of this.#files.values()) closeImageFile(file)
    this.#files.clear()
    this.#bytes = 0
  }

  #slot(urgent: boolean): Promise<void> {
    if (this.#running < concurrency) {
      this.#running++
      return Promise.resolve()
    }
    return new Promise((resolve) => {
      const start = () => {
        this.#running++
        resolve()
      }
      if (urgent) this.#queue.unshift(start)
      else this.#queue.push(start)
    })
  }

  /** Keeps a loaded file, or the one kept already when another load of it came first; tells the progress once. */
  #adopt(url: string, file: LoadedFile): LoadedFile {
    const held = this.#files.get(url)
    if (held) {
      if (held !== file) closeImageFile(file)
      return held
    }
    this.#keep(url, file)
    this.onSettled?.(url, true)
    return file
  }

  #keep(url: string, file: LoadedFile): void {
    this.#files.set(url, file)
    this.#bytes += sizeOf(file)
    for (const [key, old] of this.#files) {
      if (this.#bytes <= this.maxBytes || key === url) break
      this.#files.delete(key)
      this.#bytes -= sizeOf(old)
      closeImageFile(old)
    }
  }
}
