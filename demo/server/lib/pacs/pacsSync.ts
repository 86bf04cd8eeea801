import type { Services } from '../context'
import { formatDateTime } from '../time'
import { ImageArrivals } from './arrivals'
import { WorklistPublisher } from './worklist'

/** What {@link startPacsSync} started; `stop()` ends it (the server calls it when it closes). */
export interface PacsSync {
  /** The worklist folder's publisher, when `worklistDir` is set. */
  worklist: WorklistPublisher | null
  /** The change-feed follower, when `restUrl` is set. */
  arrivals: ImageArrivals | null
  stop(): Promise<void>
}

/**
 * The contract server's side of the real PACS path (issue 16, parts 3 and 4), started with the server when
 * `s.pacs` names a worklist folder or an Orthanc REST root: modality worklist items follow the exams (written on
 * registration, removed on cancel, finish and void), and images arriving in the archive are recorded on their exams.
 * Nothing starts without `s.pacs` (the embedded images, the default).
 *
 * @example
 * const sync = startPacsSync(services, { intervalMs: 200 })
 * await sync.stop()
 */
export function startPacsSync(s: Services, options: { intervalMs?: number; maxBackoffMs?: number } = {}): PacsSync {
  const config = s.pacs
  let worklist: WorklistPublisher | null = null
  let unsubscribe: (() => void) | null = null
  if (config?.worklistDir) {
    const publisher = new WorklistPublisher(s.db, config.worklistDir, s.log)
    worklist = publisher
    try {
      const { written, removed } = publisher.reconcile(formatDateTime(s.now()).slice(0, 10))
      s.log(`[pacs] modality worklist ${config.worklistDir}: ${written} items from today on, ${removed} removed`)
    } catch (error) {
      s.log(`[pacs] modality worklist ${config.worklistDir} cannot be written: ${error instanceof Error ? error.message : String(error)}`)
    }
    unsubscribe = s.events.subscribe((event) => publisher.onEvent(event))
  }
  let arrivals: ImageArrivals | null = null
  if (config?.restUrl) {
    arrivals = new ImageArrivals({ db: s.db, config: { ...config, restUrl: config.restUrl }, events: s.events, now: s.now, log: s.log, ...options })
    arrivals.start()
  }
  return {
    worklist,
    arrivals,
    async stop() {
      unsubscribe?.()
      await arrivals?.stop()
    },
  }
}
