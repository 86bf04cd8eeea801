import { codecBaseUrl } from './codecBaseUrl'
import type { DecodedFrame } from './dicom.types'
import { DicomError } from './DicomError'
import type { DecodeJob, WorkerReply, WorkerRequest } from './worker/decodeProtocol'

interface Pending {
  resolve: (reply: WorkerReply) => void
  reject: (error: Error) => void
}

interface Slot {
  worker: Worker
  pending: Map<number, Pending>
  url: string
}

let slots: Slot[] = []
let nextId = 1

/** At most two workers: decoding competes with rendering and the host page for a handful of cores. */
function poolSize(): number {
  return Math.max(1, Math.min(2, globalThis.navigator?.hardwareConcurrency || 1))
}

function startWorker(url: string): Worker {
  if (new URL(url).origin === globalThis.location?.origin) return new Worker(url)
  // Browsers only start workers from same-origin URLs; a same-origin blob can importScripts a cross-origin one.
  const bootstrap = URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(url)})`], { type: 'text/javascript' }))
  return new Worker(bootstrap)
}

function createSlot(): Slot {
  const url = new URL('decode-worker.js', codecBaseUrl()).href
  const slot: Slot = { worker: startWorker(url), pending: new Map(), url }
  slot.worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    const waiting = slot.pending.get(event.data.id)
    slot.pending.delete(event.data.id)
    waiting?.resolve(event.data)
  })
  slot.worker.addEventListener('error', (event) => {
    // A worker-level error means the script did not load or crashed: fail its jobs, let the next job start afresh.
    event.preventDefault()
    const error = new DicomError('codec-load-failed', `The decode worker failed (${event.message || `could not load ${url}`}).`, { url })
    for (const waiting of slot.pending.values()) waiting.reject(error)
    slot.pending.clear()
    slot.worker.terminate()
    slots = slots.filter((other) => other !== slot)
  })
  slots.push(slot)
  return slot
}

function pickSlot(): Slot {
  const idle = slots.find((slot) => slot.pending.size === 0)
  if (idle) return idle
  if (slots.length < poolSize()) return createSlot()
  return slots.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best))
}

function send(slot: Slot, request: WorkerRequest, transfer: Transferable[] = []): Promise<WorkerReply> {
  if (!slots.includes(slot)) {
    // The worker died or was stopped; what it held is gone.
    return Promise.reject(new DicomError('codec-load-failed', 'The decode worker holding this file has stopped.'))
  }
  return new Promise((resolve, reject) => {
    slot.pending.set(request.id, { resolve, reject })
    slot.worker.postMessage(request, transfer)
  })
}

/** A decode worker of the pool, as held by an open file (opaque outside the engine). */
export type DecodeWorkerSlot = object

/** Distributes `open` jobs over the pool: the worker with the fewest jobs waiting, starting one while there is room. */
export function nextWorkerSlot(): DecodeWorkerSlot {
  return pickSlot()
}

/**
 * Sends one request to a given worker and resolves with its successful reply; a failure rejects with the worker's
 * `DicomError` (code, message and HTTP status when there was one).
 *
 * @example
 * const reply = await requestWorker(slot, { kind: 'close', fileId: 7 })
 */
export async function requestWorker(slot: DecodeWorkerSlot, request: DistributiveOmit<WorkerRequest, 'id'>, transfer: Transferable[] = []): Promise<WorkerReply & { ok: true }> {
  const reply = await send(slot as Slot, { ...request, id: nextId++ } as WorkerRequest, transfer)
  if (!reply.ok) throw new DicomError(reply.code, reply.message, reply.status !== undefined ? { status: reply.status } : {})
  return reply
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/**
 * Starts a decode worker now, so the first image does not wait for a worker script to load and start. A viewer calls
 * it when it mounts, before any image bytes arrive. One, not the whole pool: the pool grows when a second job comes
 * while the first is under way, and a second worker starting beside the first image takes a core of a two-core
 * machine from the page and the image download (first-image bench, CT file: 1.10 and 1.11 of dwv's time with both
 * started, 0.90 and 1.01 with one).
 *
 * @example
 * warmUpDecodeWorkers()
 */
export function warmUpDecodeWorkers(): void {
  if (!slots.length) createSlot()
}

/**
 * Decodes one compressed frame in the worker pool (created on first use, `min(2, hardwareConcurrency)` classic
 * workers). The job's bytes are transferred to the worker and the decoded pixels transferred back; nothing is shared,
 * so host pages need no cross-origin isolation.
 *
 * @example
 * const frame = await decodeInWorker({ codec: 'jpeg-ls', transferSyntaxUid, bytes, layout, frameIndex: 0, codecBase })
 */
export async function decodeInWorker(job: Omit<DecodeJob, 'codecBase'>): Promise<DecodedFrame> {
  const request: WorkerRequest = { kind: 'decode', id: nextId++, job: { ...job, codecBase: codecBaseUrl() } }
  const reply = await send(pickSlot(), request, [job.bytes])
  if (!reply.ok) throw new DicomError(reply.code, reply.message)
  if (!('frame' in reply) || !reply.frame) throw new DicomError('decode-failed', 'The decode worker answered without a frame.')
  return reply.frame
}

/**
 * The URLs every live decode worker has fetched (its Resource Timing entries: codec scripts and .wasm files). For
 * diagnostics and tests, because the page's own performance timeline does not see a worker's requests.
 *
 * @example
 * (await decodeWorkerResources()).some((url) => url.endsWith('charlswasm_decode.wasm'))
 */
export async function decodeWorkerResources(): Promise<string[]> {
  const replies = await Promise.all(slots.map((slot) => send(slot, { kind: 'resources', id: nextId++ })))
  return [...new Set([...slots.map((slot) => slot.url), ...replies.flatMap((reply) => ('resources' in reply ? reply.resources : []))])]
}

/**
 * Stops every decode worker (pending decodes reject); the next compressed frame starts a fresh pool, loading codecs
 * again. For tests and for hosts that tear the viewer down.
 *
 * @example
 * terminateDecodeWorkers()
 */
export function terminateDecodeWorkers(): void {
  for (const slot of slots) {
    slot.worker.terminate()
    const error = new DicomError('decode-failed', 'The decode workers were stopped.')
    for (const waiting of slot.pending.values()) waiting.reject(error)
  }
  slots = []
}
