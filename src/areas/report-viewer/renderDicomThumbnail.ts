import { codecBaseUrl, setCodecBaseUrl } from '../../core/dicom/codecBaseUrl'
import { decodeFrame } from '../../core/dicom/decodeFrame'
import { defaultWindow } from '../../core/dicom/defaultWindow'
import { loadFromUrl } from '../../core/dicom/loadFromUrl'
import { renderToImageData } from '../../core/dicom/renderToImageData'

const maxSide = 256

/**
 * Fetches a DICOM key image with the caller's Authorization, decodes the marked frame, applies its default window
 * and returns a small PNG as an object URL (the caller revokes it). Loaded with a dynamic import, so the DICOM
 * engine is only fetched when a report actually has DICOM key images.
 *
 * @example
 * const url = await renderDicomThumbnail('/api/pacs/image/17', 0, token)
 */
export async function renderDicomThumbnail(
  url: string,
  frameIndex: number,
  authorization: string | null,
  signal?: AbortSignal,
  codecs?: string | null,
): Promise<string> {
  // Inlined into a classic script, the engine is evaluated after the script ran and falls back to codecs/ beside
  // the page: point it at codecs/ beside the script instead, unless the page chose a place itself.
  if (codecs && codecBaseUrl() === new URL('codecs/', globalThis.location.href).href) setCodecBaseUrl(codecs)
  const options: Parameters<typeof loadFromUrl>[1] = {}
  if (authorization) options.headers = { Authorization: authorization }
  if (signal) options.signal = signal
  const dataset = await loadFromUrl(url, options)
  const frame = dataset.kind === 'image' ? dataset.frame : await decodeFrame(dataset, frameIndex)
  const voi = defaultWindow(dataset.meta, frame)
  const image = renderToImageData(frame, dataset.meta, { center: voi.center, width: voi.width })
  const full = document.createElement('canvas')
  full.width = image.width
  full.height = image.height
  full.getContext('2d')?.putImageData(image, 0, 0)
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height))
  const small = document.createElement('canvas')
  small.width = Math.max(1, Math.round(image.width * scale))
  small.height = Math.max(1, Math.round(image.height * scale))
  small.getContext('2d')?.drawImage(full, 0, 0, small.width, small.height)
  const blob = await new Promise<Blob | null>((resolve) => small.toBlob(resolve, 'image/png'))
  if (!blob) throw new Error('thumbnail')
  return URL.createObjectURL(blob)
}
