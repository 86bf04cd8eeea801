import { parseDicom as parsePart10, type DataSet, type ParseDicomOptions as Part10Options } from 'dicom-parser'
import type { DicomDataset } from './dicom.types'
import { DicomError } from './DicomError'
import { readImageMeta } from './readImageMeta'
import { transferSyntaxInfo } from './transferSyntaxInfo'
import { validateImageMeta } from './validateImageMeta'

/**
 * Options of {@link parseDicom}.
 *
 * @example
 * parseDicom(bytes, { url: '/api/pacs/retrieve/image/studyId/42' })
 */
export interface ParseDicomOptions {
  /** Where the bytes came from; becomes the frame-cache key of the dataset. */
  url?: string
  /**
   * The transfer syntax the caller already made the bytes into. {@link parseDicomAsync} inflates Deflated Explicit VR
   * Little Endian and passes the original UID here so the header still reports it.
   */
  originalTransferSyntaxUid?: string
}

const implicitLittleEndian = '1.2.840.10008.1.2'
const explicitLittleEndian = '1.2.840.10008.1.2.1'

/** Files written without the 128-byte preamble and DICM prefix start straight with a group 0002 or 0008 tag. */
function bareDataSetSyntax(bytes: Uint8Array): string | null {
  if (bytes.length < 8 || bytes[1] !== 0 || (bytes[0] !== 0x02 && bytes[0] !== 0x08)) return null
  const upper = (byte: number | undefined) => byte !== undefined && byte >= 0x41 && byte <= 0x5a
  return upper(bytes[4]) && upper(bytes[5]) ? explicitLittleEndian : implicitLittleEndian
}

function describe(error: unknown): string {
  const inner = (error as { exception?: unknown })?.exception ?? error
  return inner instanceof Error ? inner.message : String(inner)
}

/**
 * Parses a DICOM Part 10 file (or a bare data set without preamble) with dicom-parser, reads its header into
 * {@link ImageMeta} and validates it. Throws {@link DicomError}: `not-dicom` for anything that is not DICOM,
 * `truncated` when the file ends early (the partial header is in `detail.meta`), `unsupported-transfer-syntax` naming
 * the UID, `invalid-header` for impossible pixel attributes, and `needs-async` for a deflated file (use
 * {@link parseDicomAsync}, which {@link loadFromUrl} does).
 *
 * @example
 * const dataset = parseDicom(await file.arrayBuffer())
 * console.log(dataset.meta.modality, dataset.meta.rows, dataset.meta.columns)
 */
export function parseDicom(buffer: ArrayBuffer | Uint8Array, options: ParseDicomOptions = {}): DicomDataset {
  const byteArray = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer)
  const hasPrefix = byteArray.length >= 132 && byteArray[128] === 0x44 && byteArray[129] === 0x49 && byteArray[130] === 0x43 && byteArray[131] === 0x4d
  const bare = hasPrefix ? null : bareDataSetSyntax(byteArray)
  if (!hasPrefix && !bare) {
    throw new DicomError('not-dicom', 'This file is not DICOM: it has no DICM prefix and does not start with a DICOM tag.', { url: options.url })
  }
  const parseOptions: Part10Options = bare ? { TransferSyntaxUID: bare } : {}
  let dataSet: DataSet
  try {
    dataSet = parsePart10(byteArray, parseOptions)
  } catch (error) {
    const message = describe(error)
    const endsEarly = /overrun|past end|beyond|premature|end of buffer/i.test(message)
    // Cut short inside native pixel data: the header is whole, and so may be the first frames. Read up to the pixel
    // data and let the frames that arrived whole be shown (each missing one fails on its own when decoded).
    const cutInPixels = hasPrefix && endsEarly ? pixelsCutShort(byteArray, parseOptions) : null
    if (cutInPixels) return finish(cutInPixels)
    const partial = (error as { dataSet?: DataSet })?.dataSet
    if (!hasPrefix) throw new DicomError('not-dicom', `This file is not DICOM (${message}).`, { url: options.url })
    if (/deflate/i.test(message)) {
      throw new DicomError('needs-async', 'Deflated DICOM must be parsed with parseDicomAsync (or loadFromUrl).', { url: options.url })
    }
    if (endsEarly) {
      throw new DicomError('truncated', `The file is incomplete: it ends inside a data element (${message}).`, {
        url: options.url,
        ...(partial ? { meta: readImageMeta(partial) } : {}),
      })
    }
    throw new DicomError('not-dicom', `The file could not be read as DICOM (${message}).`, { url: options.url })
  }
  return finish(dataSet)

  function finish(dataSet: DataSet): DicomDataset {
    const meta = readImageMeta(dataSet)
    if (options.originalTransferSyntaxUid) meta.transferSyntaxUid = options.originalTransferSyntaxUid
    if (!meta.transferSyntaxUid) meta.transferSyntaxUid = bare ?? implicitLittleEndian
    let transferSyntax
    try {
      transferSyntax = transferSyntaxInfo(meta.transferSyntaxUid)
    } catch (error) {
      // Without pixel data (ECG, SR, KOS) the syntax of the pixel encoding does not matter: the data set parsed.
      if (meta.hasPixelData) throw error
      transferSyntax = transferSyntaxInfo(explicitLittleEndian)
    }
    const dataset: DicomDataset = { kind: 'dicom', meta, transferSyntax, dataSet, byteArray: dataSet.byteArray as Uint8Array }
    if (options.url) dataset.url = options.url
    validateImageMeta(dataset)
    return dataset
  }
}

/**
 * A file whose native (uncompressed) pixel data is cut short: parsed again up to the pixel data, so its header is
 * whole. Null when the cut is elsewhere, the pixel data is encapsulated, or nothing of it arrived.
 */
function pixelsCutShort(byteArray: Uint8Array, options: Part10Options): DataSet | null {
  try {
    const dataSet = parsePart10(byteArray, { ...options, untilTag: 'x7fe00010' })
    const pixels = dataSet.elements.x7fe00010
    if (!pixels || pixels.encapsulatedPixelData || pixels.dataOffset >= byteArray.length) return null
    return dataSet
  } catch {
    return null
  }
}
