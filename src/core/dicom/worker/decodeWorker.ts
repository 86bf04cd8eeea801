// Entry of codecs/decode-worker.js (a classic worker script built by scripts/build-codecs.mjs). It decodes single
// compressed frames for the page (RLE and the colour conversions built in, every other codec imported on first use
// from the base URL each job carries), and it can hold whole files: parse them, decode their frames, read waveforms.
import { DicomError } from '../DicomError'
import { decodeCompressed, preloadCodec } from './decodeCompressed'
import type { WorkerReply, WorkerRequest } from './decodeProtocol'
import { ecgScale } from './drawWaveformSheet'
import { closeFile, fileFrame, fileSheet, fileWaveform, openFile } from './fileJobs'
import { workerScope } from './workerScope'

const scope = workerScope()

async function answer(request: WorkerRequest): Promise<[WorkerReply, Transferable[]]> {
  const id = request.id
  switch (request.kind) {
    case 'resources':
      return [{ id, ok: true, resources: performance.getEntriesByType('resource').map((entry) => entry.name) }, []]
    case 'decode': {
      const frame = await decodeCompressed(request.job)
      return [{ id, ok: true, frame }, [frame.data.buffer]]
    }
    case 'open': {
      const first = request.frameIndex !== undefined && request.codecBase ? { frameIndex: request.frameIndex, codecBase: request.codecBase } : undefined
      const opened = await openFile(request.fileId, request.bytes, request.url, request.contentType, first)
      const frame = opened.frame ?? opened.firstFrame
      return [{ id, ok: true, ...opened }, frame ? [frame.data.buffer] : []]
    }
    case 'codec':
      await preloadCodec(request.transferSyntaxUid, request.codecBase)
      return [{ id, ok: true, codec: true }, []]
    case 'frame': {
      const frame = await fileFrame(request.fileId, request.frameIndex, request.codecBase)
      return [{ id, ok: true, frame }, [frame.data.buffer]]
    }
    case 'waveform': {
      const waveform = fileWaveform(request.fileId)
      return [{ id, ok: true, waveform }, waveform.groups.flatMap((group) => group.leads.map((lead) => lead.samples.buffer))]
    }
    case 'sheet': {
      const { sheet, groups } = fileSheet(request.fileId, request.group, request.ratio)
      return [{ id, ok: true, sheet, groups, ...ecgScale }, [sheet.bitmap]]
    }
    case 'close':
      closeFile(request.fileId)
      return [{ id, ok: true, closed: true }, []]
  }
}

scope.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data
  answer(request).then(
    ([reply, transfer]) => scope.postMessage(reply, transfer),
    (error: unknown) => {
      const known = error instanceof DicomError
      const status = known && typeof error.detail.status === 'number' ? error.detail.status : undefined
      const reply: WorkerReply = {
        id: request.id,
        ok: false,
        code: known ? error.code : 'decode-failed',
        message: error instanceof Error ? error.message : String(error),
        ...(status !== undefined ? { status } : {}),
      }
      scope.postMessage(reply)
    },
  )
})
