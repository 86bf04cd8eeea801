import type { DataSet } from 'dicom-parser'
import { DicomError } from './DicomError'

/**
 * A PALETTE COLOR lookup table as 8-bit channels: index `value - first` gives the colour; values outside the table
 * take the first or last entry (PS3.3 C.7.6.3.1.5).
 *
 * @example
 * const { red, green, blue, first } = readPalette(dataset.dataSet)
 */
export interface Palette {
  first: number
  red: Uint8Array
  green: Uint8Array
  blue: Uint8Array
}

const channels = [
  ['x00281101', 'x00281201', 'x00281221'],
  ['x00281102', 'x00281202', 'x00281222'],
  ['x00281103', 'x00281203', 'x00281223'],
] as const

function words(dataSet: DataSet, tag: string): number[] {
  const element = dataSet.elements[tag]
  if (!element) return []
  const out: number[] = new Array(element.length >> 1)
  for (let i = 0; i < out.length; i++) out[i] = dataSet.uint16(tag, i) ?? 0
  return out
}

/** Expands segmented palette data (discrete, linear and indirect segments, PS3.3 C.7.9.2). */
function expandSegments(data: number[], entries: number): number[] {
  const out: number[] = []
  const run = (start: number, end: number, depth: number) => {
    let i = start
    while (i < end && out.length < entries) {
      const opcode = data[i]!
      const length = data[i + 1] ?? 0
      if (opcode === 0) {
        for (let k = 0; k < length; k++) out.push(data[i + 2 + k] ?? 0)
        i += 2 + length
      } else if (opcode === 1) {
        const from = out.length ? out[out.length - 1]! : (data[i + 2] ?? 0)
        const to = data[i + 2] ?? 0
        for (let k = 1; k <= length; k++) out.push(Math.round(from + ((to - from) * k) / length))
        i += 3
      } else if (opcode === 2 && depth === 0) {
        const offset = (data[i + 2] ?? 0) | ((data[i + 3] ?? 0) << 16)
        // An indirect segment replays `length` earlier segments starting at a word offset.
        let position = offset
        for (let s = 0; s < length && position < data.length; s++) {
          const segmentEnd = data[position] === 0 ? position + 2 + (data[position + 1] ?? 0) : position + 3
          run(position, segmentEnd, depth + 1)
          position = segmentEnd
        }
        i += 4
      } else {
        throw new DicomError('decode-failed', `Unknown segmented palette opcode ${opcode}.`)
      }
    }
  }
  run(0, data.length, 0)
  return out
}

const cache = new WeakMap<DataSet, Palette>()

/**
 * Reads the red, green and blue palette tables of a PALETTE COLOR image, plain or segmented, 8- or 16-bit entries
 * (16-bit entries keep their high byte; tables that declare 16 bits but hold 8-bit values, a common writer bug, are
 * used as they are). Cached per data set, since every frame of a cine uses the same tables.
 *
 * @example
 * const palette = readPalette(dataset.dataSet)
 * const [r, g, b] = [palette.red[0], palette.green[0], palette.blue[0]]
 */
export function readPalette(dataSet: DataSet): Palette {
  const cached = cache.get(dataSet)
  if (cached) return cached
  const tables = channels.map(([descriptorTag, dataTag, segmentedTag]) => {
    const count = dataSet.uint16(descriptorTag, 0)
    if (count === undefined) throw new DicomError('invalid-header', 'PALETTE COLOR image without a palette descriptor.')
    const entries = count === 0 ? 65536 : count
    const firstRaw = dataSet.uint16(descriptorTag, 1) ?? 0
    const first = dataSet.uint16('x00280103') === 1 && firstRaw > 32767 ? firstRaw - 65536 : firstRaw
    const bits = dataSet.uint16(descriptorTag, 2) ?? 16
    const element = dataSet.elements[dataTag]
    let values: number[]
    if (element && bits === 8 && element.length === entries) {
      // 8-bit entries packed two per word: read bytes.
      const bytes = (dataSet.byteArray as Uint8Array).subarray(element.dataOffset, element.dataOffset + entries)
      values = Array.from(bytes)
    } else if (element) {
      values = words(dataSet, dataTag)
    } else if (dataSet.elements[segmentedTag]) {
      values = expandSegments(words(dataSet, segmentedTag), entries)
    } else {
      throw new DicomError('invalid-header', 'PALETTE COLOR image without palette data.')
    }
    return { first, bits, values: values.slice(0, entries) }
  })
  const wide = tables.some((table) => table.bits === 16) && tables.some((table) => table.values.some((value) => value > 255))
  const toBytes = (values: number[]) => Uint8Array.from(values, (value) => (wide ? value >> 8 : value & 0xff))
  const palette: Palette = {
    first: tables[0]!.first,
    red: toBytes(tables[0]!.values),
    green: toBytes(tables[1]!.values),
    blue: toBytes(tables[2]!.values),
  }
  cache.set(dataSet, palette)
  return palette
}
