import { atom } from 'nanostores'
import type { Measurement } from '../tools/measure'

/**
 * The measurements of one viewer, per image (`url#frame`), so they stay with their image when the user scrolls
 * away and back or shows the series in another viewport. `$version` changes on every edit, for lists to re-render.
 *
 * @example
 * store.add('https://pacs/img/1#0', measurement)
 */
export class MeasurementStore {
  readonly $version = atom(0)
  #byImage = new Map<string, Measurement[]>()
  #nextId = 1

  /** A fresh measurement id. */
  nextId(): number {
    return this.#nextId++
  }

  /** The measurements of one image, oldest first. */
  list(imageKey: string): readonly Measurement[] {
    return this.#byImage.get(imageKey) ?? []
  }

  add(imageKey: string, measurement: Measurement): void {
    this.#byImage.set(imageKey, [...this.list(imageKey), measurement])
    this.$version.set(this.$version.get() + 1)
  }

  remove(imageKey: string, id: number): void {
    this.#byImage.set(
      imageKey,
      this.list(imageKey).filter((m) => m.id !== id),
    )
    this.$version.set(this.$version.get() + 1)
  }

  clear(): void {
    this.#byImage.clear()
    this.$version.set(this.$version.get() + 1)
  }
}
