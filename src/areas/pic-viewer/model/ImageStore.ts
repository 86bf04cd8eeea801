import { closeImageFile, openImageBytes, openImageFile, type ImageFile, type OpenImageOptions } from '../../../core/dicom/openImageFile'
import type { ImageAccess } from './imageAccess'

/** A loaded file: a DICOM file held by a decode worker, or a decoded plain capture. */
export type LoadedFile = ImageFile

/** Fetches the bytes of an image URL another way than a plain GET (a DICOMweb retrieval). */
export type FetchBytes = (url: string, signal: AbortSignal) => Promise<{ buffer: ArrayBuffer; contentType: string }>

/** Files fetched at once; browsers allow six connections per host over HTTP/1.1 and the page needs some too. */
const concurrency = 4

function sizeOf(file: LoadedFile): number {
  return file.kind === 'dicom-file' ? file.byteLength : file.frame.data.byteLength
}

/**
 * The files of one viewer: fetched once (with the viewer's credentials), parsed in a decode worker, and kept while
 * they fit a byte cap, least recently used first out (the worker is told to forget evicted files); concurrent
 * requests for a URL share one fetch, and at most four run at a time — the rest queue, the image the user is
 * waiting for first. Decoded frames live in the engine's `decodedFrameCache`.
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

  /** Loads a file (from memory when it is there); `urgent` jumps the queue (the image on screen). */
  load(url: string, urgent = false): Promise<LoadedFile> {
    const held = this.#files.get(url)
    if (held) {
      this.#files.delete(url)
      this.#files.set(url, held)
      return Promise.resolve(held)
    }
    const waiting = this.#pending.get(url)
    if (waiting) return waiting
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
          if (signal.aborted) closeImageFile(file)
          else {
            this.#keep(url, file)
            this.onSettled?.(url, true)
          }
          return file
        },
        (error: unknown) => {
          if (!signal.aborted) this.onSettled?.(url, false)
          throw error
        },
      )
    this.#pending.set(url, pending)
    return pending
  }

  /** Stops every fetch and forgets every file (the viewer went away or loads another study). */
  dispose(): void {
    this.#controller.abort()
    this.#controller = new AbortController()
    this.#pending.clear()
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
