import type { ImageMeta, PlainImage } from './dicom.types'
import { DicomError } from './DicomError'
import { valueRange } from './valueRange'

function plainMeta(rows: number, columns: number): ImageMeta {
  return {
    transferSyntaxUid: '',
    sopClassUid: '',
    sopInstanceUid: '',
    studyInstanceUid: '',
    seriesInstanceUid: '',
    specificCharacterSet: '',
    patientName: '',
    patientId: '',
    patientBirthDate: '',
    patientSex: '',
    modality: '',
    studyDate: '',
    studyTime: '',
    studyDescription: '',
    accessionNumber: '',
    seriesDescription: '',
    rescaleSlope: 1,
    rescaleIntercept: 0,
    rescaleType: '',
    windowCenter: [],
    windowWidth: [],
    windowExplanation: [],
    voiLutFunction: 'LINEAR',
    photometricInterpretation: 'RGB',
    planarConfiguration: 0,
    pixelRepresentation: 0,
    samplesPerPixel: 3,
    rows,
    columns,
    bitsAllocated: 8,
    bitsStored: 8,
    highBit: 7,
    numberOfFrames: 1,
    hasPixelData: true,
    hasWaveform: false,
  }
}

/**
 * Decodes a JPEG, PNG (or any format the browser reads) capture with `createImageBitmap` into the engine's frame
 * shape (interleaved RGB, alpha dropped), so ultrasound and endoscopy snapshots flow through the same viewer code as
 * DICOM. Colour-space conversion is off: the pixels are the file's.
 *
 * @example
 * const image = await decodePlainImage(await blob.arrayBuffer(), 'capture.jpg', 'image/jpeg')
 */
export async function decodePlainImage(buffer: ArrayBuffer, url: string, type = ''): Promise<PlainImage> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(new Blob([buffer], type ? { type } : {}), { colorSpaceConversion: 'none', premultiplyAlpha: 'none' })
  } catch (error) {
    throw new DicomError('decode-failed', `The image at ${url} could not be decoded (${String(error)}).`, { url })
  }
  const { width, height } = bitmap
  const canvas = typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(width, height) : Object.assign(document.createElement('canvas'), { width, height })
  const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null
  if (!context) throw new DicomError('decode-failed', 'No 2D canvas is available to read the image.', { url })
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  const rgba = context.getImageData(0, 0, width, height).data
  const rgb = new Uint8Array(width * height * 3)
  for (let p = 0, i = 0, o = 0; p < width * height; p++, i += 4, o += 3) {
    rgb[o] = rgba[i]!
    rgb[o + 1] = rgba[i + 1]!
    rgb[o + 2] = rgba[i + 2]!
  }
  return {
    kind: 'image',
    url,
    meta: plainMeta(height, width),
    frame: { width, height, samplesPerPixel: 3, data: rgb, frameIndex: 0, photometric: 'RGB', ...valueRange(rgb) },
  }
}
