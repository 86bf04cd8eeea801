/**
 * The parts of a classic dedicated worker's global scope the decode worker uses. The project compiles against the DOM
 * library only, so the worker names them here instead of pulling in the WebWorker library for every file.
 *
 * @example
 * const scope: WorkerScope = workerScope()
 */
export interface WorkerScope {
  importScripts(...urls: string[]): void
  postMessage(message: unknown, transfer?: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  [name: string]: unknown
}

/**
 * The current worker global scope, typed.
 *
 * @example
 * workerScope().importScripts(url)
 */
export function workerScope(): WorkerScope {
  return globalThis as unknown as WorkerScope
}
