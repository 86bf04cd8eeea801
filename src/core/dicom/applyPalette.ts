import type { DecodedFrame } from './dicom.types'
import type { Palette } from './readPalette'
import { valueRange } from './valueRange'

/**
 * Maps a frame of palette indices to interleaved RGB through its palette.
 *
 * @example
 * const rgb = applyPalette(indicesFrame, readPalette(dataset.dataSet))
 */
export function applyPalette(frame: DecodedFrame, palette: Palette): DecodedFrame {
  const { data } = frame
  const out = new Uint8Array(data.length * 3)
  const last = palette.red.length - 1
  for (let i = 0, o = 0; i < data.length; i++, o += 3) {
    let index = data[i]! - palette.first
    index = index < 0 ? 0 : index > last ? last : index
    out[o] = palette.red[index]!
    out[o + 1] = palette.green[index]!
    out[o + 2] = palette.blue[index]!
  }
  return { ...frame, samplesPerPixel: 3, data: out, photometric: 'RGB', ...valueRange(out) }
}
