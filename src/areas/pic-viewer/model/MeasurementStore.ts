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
  /** Hears the user adding or removing a measurement (not `clear`, which is the viewer loading something else). */
  onChange: ((change: { kind: 'added' | 'removed'; imageKey: string; measurement: Measurement }) => void) | null = null
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
    this.onChange?.({ kind: 'added', imageKey, measurement })
  }

  remove(imageKey: string, id: number): void {
    const removed = this.list(imageKey).find((m) => m.id === id)
    this.#byImage.set(
      imageKey,
      this.list(imageKey).filter((m) => m.id !== id),
    )
    this.$version.set(this.$version.get() + 1)
    if (removed) this.onChange?.({ kind: 'removed', imageKey, measurement: removed })
  }

  /** Removes the measurement `id` from whichever image has it, as {@link remove}; false when none has. */
  removeById(id: number, only: (measurement: Measurement) => boolean = () => true): boolean {
    for (const [imageKey, list] of this.#byImage) {
      const found = list.find((m) => m.id === id)
      if (!found) continue
      if (!only(found)) return false
      this.remove(imageKey, id)
      return true
    }
    return false
  }

  clear(): void {
    this.#byImage.clear()
    this.$version.set(this.$version.get() + 1)
  }
}
