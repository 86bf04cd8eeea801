import type { DicomDataset } from './dicom.types'
import { DicomError } from './DicomError'
import { frameLayout, nativeFrameBits, nativeFrameBytes } from './frameLayout'

const monochrome = ['MONOCHROME1', 'MONOCHROME2', 'PALETTE COLOR']

/**
 * Checks that an image header describes pixels the engine can decode and that native pixel data is all there. Files
 * that parse can still be wrong (a truncated Pixel Data, Rows missing, 3 samples with MONOCHROME2); catching that
 * here gives one clear `DicomError` instead of a garbled picture later. Objects without pixel data (ECG, SR) pass, and
 * so does native pixel data cut short after at least one whole frame (those frames are shown; the rest fail alone).
 *
 * @example
 * validateImageMeta(dataset) // throws DicomError('truncated', …) for MR_truncated.dcm
 */
export function validateImageMeta(dataset: DicomDataset): void {
  const { meta } = dataset
  if (!meta.hasPixelData) return
  const fail = (message: string, detail: Record<string, unknown> = {}) => {
    throw new DicomError('invalid-header', message, { ...detail, meta })
  }
  if (meta.rows <= 0 || meta.columns <= 0) fail(`Rows ${meta.rows} × Columns ${meta.columns} is not an image size.`)
  if (![1, 8, 16, 32].includes(meta.bitsAllocated)) fail(`Bits Allocated ${meta.bitsAllocated} is not supported.`)
  if (meta.bitsStored < 1 || meta.bitsStored > meta.bitsAllocated) fail(`Bits Stored ${meta.bitsStored} does not fit Bits Allocated ${meta.bitsAllocated}.`)
  if (meta.highBit >= meta.bitsAllocated || meta.highBit < meta.bitsStored - 1) fail(`High Bit ${meta.highBit} is inconsistent with Bits Stored ${meta.bitsStored}.`)
  if (meta.samplesPerPixel !== 1 && meta.samplesPerPixel !== 3) fail(`Samples per Pixel ${meta.samplesPerPixel} is not supported.`)
  if (!meta.photometricInterpretation) fail(`Photometric Interpretation "${dataset.dataSet.string('x00280004') ?? ''}" is not supported.`)
  const wantsOne = monochrome.includes(meta.photometricInterpretation)
  if (wantsOne !== (meta.samplesPerPixel === 1)) {
    fail(`${meta.photometricInterpretation} needs ${wantsOne ? 1 : 3} samples per pixel, the file says ${meta.samplesPerPixel}.`)
  }
  if (meta.photometricInterpretation === 'PALETTE COLOR' && !dataset.dataSet.elements.x00281101) fail('PALETTE COLOR image without a palette.')
  if (meta.numberOfFrames < 1) fail(`Number of Frames ${meta.numberOfFrames} is not valid.`)

  const element = dataset.dataSet.elements.x7fe00010!
  if (element.encapsulatedPixelData) {
    if (dataset.transferSyntax.codec === 'native') fail('Pixel data is encapsulated but the transfer syntax is uncompressed.')
    if (!element.fragments?.length) throw new DicomError('truncated', 'Encapsulated pixel data holds no fragment.', { meta })
    return
  }
  if (dataset.transferSyntax.codec !== 'native') fail(`${dataset.transferSyntax.name} needs encapsulated pixel data.`)
  const layout = frameLayout(meta)
  const expected =
    meta.bitsAllocated === 1 ? Math.ceil((nativeFrameBits(layout) * meta.numberOfFrames) / 8) : nativeFrameBytes(layout) * meta.numberOfFrames
  const available = Math.min(element.length, dataset.byteArray.length - element.dataOffset)
  // A multi-frame file cut short still shows the frames that arrived whole; each missing frame fails when decoded.
  const wholeFrames = meta.bitsAllocated === 1 ? 0 : Math.floor(available / nativeFrameBytes(layout))
  if (available < expected && wholeFrames === 0) {
    throw new DicomError('truncated', `Pixel data holds ${available} bytes; ${meta.numberOfFrames} frame(s) of ${meta.rows}×${meta.columns} need ${expected}. The file is incomplete.`, {
      expected,
      available,
      meta,
    })
  }
}
