import type { ExamEvent } from '../../../src/core/contract/events'

/** An event as published: the exams' modalities decide who hears it (data scope). */
export interface PublishedEvent extends ExamEvent {
  /** The modality codes of the exams. */
  modalities: string[]
}

type Listener = (event: PublishedEvent) => void

/**
 * The server's one event hub: routes publish what changed on exams (registered, moved, images arrived, reported,
 * critical value); the event stream (`GET api/events`) forwards each event to the subscribers whose data scope
 * holds one of its modalities. In-process: one server, one hub.
 *
 * @example
 * const stop = hub.subscribe((event) => send(event))
 * hub.publish({ kind: 'moved', action: 'checkIn', examIds: [7], modalities: ['US'] })
 */
export class EventHub {
  private readonly listeners = new Set<Listener>()

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  publish(event: PublishedEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event)
      } catch {
        // A subscriber that fails (a closed stream) is removed by its own cleanup; the others still hear.
      }
    }
  }

  /** How many streams are open (for tests and the monitor). */
  get size(): number {
    return this.listeners.size
  }
}
