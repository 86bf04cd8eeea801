import { readPart10Header, type DataSet } from 'dicom-parser'
import type { DicomDataset } from './dicom.types'
import { DicomError } from './DicomError'
import { parseDicom, type ParseDicomOptions } from './parseDicom'

const deflatedUid = '1.2.840.10008.1.2.1.99'
const explicitLittleEndian = '1.2.840.10008.1.2.1'

async function inflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const reader = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      total += value.length
    }
  } catch (error) {
    // Writers pad the deflated stream to an even length; Chromium reports that pad byte as "junk" after the end.
    if (!total) throw new DicomError('decode-failed', `The deflated data set could not be inflated (${String(error)}).`)
  }
  const out = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}

/**
 * {@link parseDicom} for any file, including Deflated Explicit VR Little Endian (1.2.840.10008.1.2.1.99), which is
 * inflated with the browser's `DecompressionStream('deflate-raw')` (no pako needed). Other files parse exactly as with
 * `parseDicom`.
 *
 * @example
 * const dataset = await parseDicomAsync(await response.arrayBuffer(), { url })
 */
export async function parseDicomAsync(buffer: ArrayBuffer | Uint8Array, options: ParseDicomOptions = {}): Promise<DicomDataset> {
  const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer)
  let header: DataSet & { position?: number }
  try {
    header = readPart10Header(bytes)
  } catch {
    return parseDicom(bytes, options)
  }
  const syntax = header.elements.x00020010
  if (header.string('x00020010') !== deflatedUid || !syntax || header.position === undefined) return parseDicom(bytes, options)
  const position = header.position
  const inflated = await inflateRaw(bytes.subarray(position))
  const full = new Uint8Array(position + inflated.length)
  full.set(bytes.subarray(0, position))
  full.set(inflated, position)
  // dicom-parser only inflates synchronously (zlib or a global pako); naming the inflated body Explicit VR Little
  // Endian in the copy lets it parse as is, and the original UID is put back into the header.
  full.fill(0, syntax.dataOffset, syntax.dataOffset + syntax.length)
  full.set(new TextEncoder().encode(explicitLittleEndian), syntax.dataOffset)
  return parseDicom(full, { ...options, originalTransferSyntaxUid: deflatedUid })
}
