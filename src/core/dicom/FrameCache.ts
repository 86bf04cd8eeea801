import type { DecodedFrame } from './dicom.types'

/**
 * A least-recently-used cache of decoded frames bounded by bytes of pixel data (a 512×512 CT frame is 512 KB; a
 * 30-frame colour cine 7 MB). Reading a frame makes it the most recent; adding one evicts the oldest until the total
 * fits. A frame larger than the whole cap is not kept.
 *
 * @example
 * const cache = new FrameCache(256 * 1024 * 1024)
 * cache.set('https://pacs/img/1#0', frame)
 */
export class FrameCache {
  #frames = new Map<string, DecodedFrame>()
  #bytes = 0

  constructor(private maxBytes = 512 * 1024 * 1024) {}

  /** Bytes of pixel data currently held. */
  get bytes(): number {
    return this.#bytes
  }

  /** Number of frames currently held. */
  get size(): number {
    return this.#frames.size
  }

  /** The cap in bytes. */
  get limit(): number {
    return this.maxBytes
  }

  /** Changes the cap, evicting at once if the cache is now over it. */
  setLimit(maxBytes: number): void {
    this.maxBytes = Math.max(0, maxBytes)
    this.#evict()
  }

  /** The frame under `key`, now the most recently used; `undefined` when absent. */
  get(key: string): DecodedFrame | undefined {
    const frame = this.#frames.get(key)
    if (frame) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.#frames.delete(key)
      this.#frames.set(key, frame)
    }
    return frame
  }

  /** Stores a frame (replacing one under the same key) and evicts the oldest frames beyond the cap. */
  set(key: string, frame: DecodedFrame): void {
    this.delete(key)
    if (frame.data.byteLength > this.maxBytes) return
    this.#frames.set(key, frame)
    this.#bytes += frame.data.byteLength
    this.#evict()
  }

  /** Drops one frame. */
  delete(key: string): void {
    const old = this.#frames.get(key)
    if (!old) return
    this.#frames.delete(key)
    this.#bytes -= old.data.byteLength
  }

  /** Drops every frame (e.g. on logout). */
  clear(): void {
    this.#frames.clear()
    this.#bytes = 0
  }

  #evict(): void {
    for (const [key, frame] of this.#frames) {
      if (this.#bytes <= this.maxBytes) break
      this.#frames.delete(key)
      this.#bytes -= frame.data.byteLength
    }
  }
}
