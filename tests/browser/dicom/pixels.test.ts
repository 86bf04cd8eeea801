import { expect } from '@open-wc/testing'
import type { DataSet } from 'dicom-parser'
import { applyPalette } from '../../../src/core/dicom/applyPalette'
import { convertToRgb } from '../../../src/core/dicom/convertToRgb'
import type { FrameLayout } from '../../../src/core/dicom/frameLayout'
import { readPalette } from '../../../src/core/dicom/readPalette'
import { toStoredArray } from '../../../src/core/dicom/toStoredArray'

const layout = (over: Partial<FrameLayout>): FrameLayout => ({
  rows: 1,
  columns: 4,
  samplesPerPixel: 1,
  bitsAllocated: 16,
  bitsStored: 16,
  highBit: 15,
  pixelRepresentation: 0,
  photometric: 'MONOCHROME2',
  planarConfiguration: 0,
  ...over,
})

const bytesOf = (words: number[]) => new Uint8Array(Uint16Array.from(words).buffer)

describe('stored values', () => {
  it('sign-extends 12-bit signed values stored in 16 bits', () => {
    const values = toStoredArray(bytesOf([0x0fff, 0x0800, 0x07ff, 0x0001]), 2, layout({ bitsStored: 12, highBit: 11, pixelRepresentation: 1 }))
    expect(values).to.be.instanceOf(Int16Array)
    expect(Array.from(values)).to.deep.equal([-1, -2048, 2047, 1])
  })

  it('drops bits above High Bit (overlay bits of old files) for unsigned data', () => {
    const values = toStoredArray(bytesOf([0xf123, 0x1fff, 0x0000, 0x8001]), 2, layout({ bitsStored: 12, highBit: 11 }))
    expect(values).to.be.instanceOf(Uint16Array)
    expect(Array.from(values)).to.deep.equal([0x123, 0xfff, 0, 1])
  })

  it('does not touch the source bytes unless they are owned', () => {
    const source = bytesOf([0xffff, 0x0001, 0, 0])
    toStoredArray(source, 2, layout({ bitsStored: 12, highBit: 11, pixelRepresentation: 1 }))
    expect(Array.from(new Uint16Array(source.buffer))).to.deep.equal([0xffff, 0x0001, 0, 0])
  })
})

describe('colour conversion', () => {
  it('converts YBR_FULL to RGB with the full-range equations', () => {
    // Y, Cb, Cr of pure red, green, blue, white (BT.601 full range).
    const ybr = Uint8Array.from([76, 85, 255, 150, 44, 21, 29, 255, 107, 255, 128, 128])
    const rgb = Array.from(convertToRgb(ybr, 4, { model: 'YBR_FULL', planar: 0, subsampled: false, bitsStored: 8 }))
    const expected = [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]
    rgb.forEach((value, i) => expect(value, `sample ${i}`).to.be.closeTo(expected[i]!, 2))
  })

  it('upsamples native YBR_FULL_422 (Y0 Y1 Cb Cr per pair of pixels)', () => {
    const rgb = convertToRgb(Uint8Array.from([255, 0, 128, 128, 76, 76, 85, 255]), 4, { model: 'YBR_FULL_422', planar: 0, subsampled: true, bitsStored: 8 })
    expect(Array.from(rgb.subarray(0, 6))).to.deep.equal([255, 255, 255, 0, 0, 0])
    expect(rgb[6]).to.be.closeTo(255, 2)
    expect(rgb[10]).to.be.closeTo(0, 2)
  })

  it('interleaves planar configuration 1 and scales 16-bit samples to 8', () => {
    const planar = Uint8Array.from([1, 2, 10, 20, 100, 200])
    expect(Array.from(convertToRgb(planar, 2, { model: 'RGB', planar: 1, subsampled: false, bitsStored: 8 }))).to.deep.equal([1, 10, 100, 2, 20, 200])
    const wide = Uint16Array.from([0xfff, 0x800, 0])
    expect(Array.from(convertToRgb(wide, 1, { model: 'RGB', planar: 0, subsampled: false, bitsStored: 12 }))).to.deep.equal([255, 128, 0])
  })
})

describe('palette tables', () => {
  /** A stand-in for dicom-parser's DataSet holding US values per tag. */
  function fakeDataSet(values: Record<string, number[]>): DataSet {
    const elements = Object.fromEntries(Object.entries(values).map(([tag, list]) => [tag, { tag, length: list.length * 2, dataOffset: 0 }]))
    return { elements, byteArray: new Uint8Array(0), uint16: (tag: string, index = 0) => values[tag]?.[index] } as unknown as DataSet
  }

  it('expands segmented 16-bit palettes (discrete then linear segments)', () => {
    const descriptor = [256, 0, 16]
    const segments = [0, 2, 0, 65535, 1, 254, 0]
    const palette = readPalette(
      fakeDataSet({
        x00281101: descriptor,
        x00281102: descriptor,
        x00281103: descriptor,
        x00281221: segments,
        x00281222: segments,
        x00281223: [0, 1, 0, 1, 255, 65535],
      }),
    )
    expect(palette.red.length).to.equal(256)
    expect([palette.red[0], palette.red[1], palette.red[255]]).to.deep.equal([0, 255, 0])
    expect(palette.red[128]).to.be.closeTo(128, 2)
    expect([palette.blue[0], palette.blue[255]]).to.deep.equal([0, 255])
  })

  it('maps indices outside the table to its first and last entries', () => {
    const palette = readPalette(fakeDataSet({ x00281101: [2, 10, 8], x00281102: [2, 10, 8], x00281103: [2, 10, 8], x00281201: [1, 2], x00281202: [3, 4], x00281203: [5, 6] }))
    expect(palette.first).to.equal(10)
    const frame = { width: 3, height: 1, samplesPerPixel: 1 as const, data: Uint8Array.from([0, 10, 200]), frameIndex: 0, photometric: 'PALETTE COLOR' as const, min: 0, max: 200 }
    expect(Array.from(applyPalette(frame, palette).data)).to.deep.equal([1, 3, 5, 1, 3, 5, 2, 4, 6])
  })
})
