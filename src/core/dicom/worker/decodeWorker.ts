// Entry of codecs/decode-worker.js (a classic worker script built by scripts/build-codecs.mjs). It holds RLE and the
// colour conversions; every other codec is imported on first use from the base URL each job carries.
import { DicomError } from '../DicomError'
import { decodeCompressed } from './decodeCompressed'
import type { WorkerReply, WorkerRequest } from './decodeProtocol'
import { workerScope } from './workerScope'

const scope = workerScope()

scope.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data
  if (request.kind === 'resources') {
    const resources = performance.getEntriesByType('resource').map((entry) => entry.name)
    scope.postMessage({ id: request.id, ok: true, resources } satisfies WorkerReply)
    return
  }
  decodeCompressed(request.job).then(
    (frame) => scope.postMessage({ id: request.id, ok: true, frame } satisfies WorkerReply, [frame.data.buffer]),
    (error: unknown) => {
      const known = error instanceof DicomError
      const reply: WorkerReply = {
        id: request.id,
        ok: false,
        code: known ? error.code : 'decode-failed',
        message: error instanceof Error ? error.message : String(error),
      }
      scope.postMessage(reply)
    },
  )
})
