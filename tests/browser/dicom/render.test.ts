import { expect } from '@open-wc/testing'
import {
  computeStats,
  ctWindowPresets,
  decodeFrame,
  defaultWindow,
  FrameCache,
  renderToImageData,
  voiLut,
  type DecodedFrame,
  type ImageMeta,
} from '../../../src/core/dicom'
import { loadSample } from './samples'

/** A one-row monochrome frame with the given stored values. */
function row(values: number[], photometric: DecodedFrame['photometric'] = 'MONOCHROME2'): DecodedFrame {
  const data = Int16Array.from(values)
  return { width: values.length, height: 1, samplesPerPixel: 1, data, frameIndex: 0, photometric, min: Math.min(...values), max: Math.max(...values) }
}

const grey = (image: ImageData, x: number) => image.data[x * 4]!

describe('Modality LUT, VOI and rendering', () => {
  let ct: ImageMeta

  before(async () => {
    ct = (await loadSample('CT_small.dcm')).meta
  })

  it('windows CT values in HU through the rescale (stored − 1024)', () => {
    // Stored 1024 + HU: −1000, 0, 40 (centre), 80 (top of brain window), 1000.
    const frame = row([24, 1024, 1064, 1104, 2024])
    const brain = renderToImageData(frame, ct, { center: 40, width: 80 })
    expect(grey(brain, 0)).to.equal(0)
    expect(grey(brain, 1)).to.equal(0)
    expect(grey(brain, 2)).to.be.within(127, 129)
    expect(grey(brain, 3)).to.equal(255)
    expect(grey(brain, 4)).to.equal(255)
    expect([brain.data[8], brain.data[9], brain.data[10], brain.data[11]], 'grey, opaque').to.deep.equal([grey(brain, 2), grey(brain, 2), grey(brain, 2), 255])
    const bone = renderToImageData(frame, ct, { center: 300, width: 1500 })
    expect(grey(bone, 2), 'a wider window shows 40 HU darker than the brain window does').to.be.below(grey(brain, 2))
    expect(grey(bone, 1)).to.be.above(0)
    expect(grey(bone, 4)).to.be.below(255)
  })

  it('inverts MONOCHROME1 by default and un-inverts on request', () => {
    const values = [0, 50, 100]
    const meta = { ...ct, rescaleSlope: 1, rescaleIntercept: 0, photometricInterpretation: 'MONOCHROME1' as const }
    const window = { center: 50, width: 100 }
    const mono2 = renderToImageData(row(values), meta, window)
    const mono1 = renderToImageData(row(values, 'MONOCHROME1'), meta, window)
    for (let x = 0; x < 3; x++) expect(grey(mono1, x)).to.equal(255 - grey(mono2, x))
    const back = renderToImageData(row(values, 'MONOCHROME1'), meta, { ...window, invert: true })
    for (let x = 0; x < 3; x++) expect(grey(back, x)).to.equal(grey(mono2, x))
  })

  it('applies float rescale slopes', () => {
    const meta = { ...ct, rescaleSlope: 0.5, rescaleIntercept: 10 }
    // Stored 100 → 60; window 60/1 puts it just at the threshold, 102 → 61 above it.
    const image = renderToImageData(row([100, 102, 80]), meta, { center: 60.5, width: 1 })
    expect([grey(image, 0), grey(image, 1), grey(image, 2)]).to.deep.equal([0, 255, 0])
    const stats = computeStats(row([100, 102]), meta)
    expect(stats.modality.mean).to.equal(60.5)
    expect(stats.modality.sd).to.equal(0.5)
  })

  it('reuses a target ImageData of the right size', () => {
    const target = new ImageData(3, 1)
    const image = renderToImageData(row([0, 1, 2]), ct, { center: 0, width: 10, target })
    expect(image).to.equal(target)
  })

  it('renders colour frames as RGBA, identity at the default window', async () => {
    const dataset = await loadSample('SC_rgb.dcm')
    const frame = await decodeFrame(dataset)
    const window = defaultWindow(dataset.meta, frame)
    expect(window.source).to.equal('colour')
    const image = renderToImageData(frame, dataset.meta, window)
    const p = 5 * 100 + 50
    expect(Array.from(image.data.subarray(p * 4, p * 4 + 4))).to.deep.equal([255, 0, 0, 255])
    const inverted = renderToImageData(frame, dataset.meta, { ...window, invert: true })
    expect(Array.from(inverted.data.subarray(p * 4, p * 4 + 4))).to.deep.equal([0, 255, 255, 255])
  })

  it('computes stored and modality statistics of CT_small, whole and in a region', async () => {
    const dataset = await loadSample('CT_small.dcm')
    const frame = await decodeFrame(dataset)
    const stats = computeStats(frame, dataset.meta)
    expect(stats.unit).to.equal('HU')
    expect([stats.stored.min, stats.stored.max]).to.deep.equal([128, 2191])
    expect(stats.stored.mean).to.be.closeTo(904.926, 0.01)
    expect([stats.modality.min, stats.modality.max]).to.deep.equal([-896, 1167])
    expect(stats.modality.mean).to.be.closeTo(904.926 - 1024, 0.01)
    expect(stats.modality.sd).to.be.closeTo(stats.stored.sd, 1e-9)
    expect(stats.stored.sd).to.be.above(0)
    const corner = computeStats(frame, dataset.meta, { x: 0, y: 0, width: 2, height: 2 })
    expect(corner.stored.count).to.equal(4)
    const expected = [0, 1, 128, 129].map((i) => frame.data[i]!)
    expect(corner.stored.mean).to.equal(expected.reduce((a, b) => a + b) / 4)
  })

  it('takes the default window from the file, else from the value range', async () => {
    const mr = await loadSample('MR_small.dcm')
    expect(defaultWindow(mr.meta, await decodeFrame(mr))).to.deep.equal({ center: 600, width: 1600, source: 'file' })
    const ctData = await loadSample('CT_small.dcm')
    expect(defaultWindow(ctData.meta, await decodeFrame(ctData))).to.deep.equal({ center: 135.5, width: 2063, source: 'range' })
    const emri = await loadSample('emri_small.dcm')
    expect(defaultWindow(emri.meta, await decodeFrame(emri, 3)).source).to.equal('range')
  })

  it('ships the common CT presets', () => {
    const byId = Object.fromEntries(ctWindowPresets.map((preset) => [preset.id, [preset.center, preset.width]]))
    expect(byId).to.deep.equal({
      brain: [40, 80],
      subdural: [75, 215],
      stroke: [40, 40],
      lung: [-600, 1500],
      mediastinum: [50, 350],
      abdomen: [50, 400],
      liver: [30, 150],
      bone: [300, 1500],
    })
  })

  it('implements the SIGMOID and LINEAR_EXACT VOI functions', () => {
    expect(voiLut(100, 50, 'SIGMOID')(100)).to.equal(127.5)
    expect(voiLut(100, 50, 'LINEAR_EXACT')(75)).to.equal(0)
    expect(voiLut(100, 50, 'LINEAR_EXACT')(125)).to.equal(255)
  })
})

describe('FrameCache', () => {
  const frame = (bytes: number): DecodedFrame => ({
    width: bytes,
    height: 1,
    samplesPerPixel: 1,
    data: new Uint8Array(bytes),
    frameIndex: 0,
    photometric: 'MONOCHROME2',
    min: 0,
    max: 0,
  })

  it('evicts the least recently used frames when over its byte cap', () => {
    const cache = new FrameCache(300)
    cache.set('a#0', frame(100))
    cache.set('b#0', frame(100))
    cache.set('c#0', frame(100))
    expect(cache.get('a#0'), 'reading a makes it recent').not.to.equal(undefined)
    cache.set('d#0', frame(100))
    expect(cache.get('b#0'), 'b was the least recently used').to.equal(undefined)
    expect(['a#0', 'c#0', 'd#0'].every((key) => cache.get(key))).to.equal(true)
    expect(cache.bytes).to.equal(300)
    cache.set('huge#0', frame(301))
    expect(cache.get('huge#0'), 'larger than the cap: not kept').to.equal(undefined)
    cache.setLimit(150)
    expect(cache.size).to.equal(1)
    expect(cache.bytes).to.equal(100)
  })
})
