import { expect } from '@open-wc/testing'
import { DicomError, parseWaveform } from '../../../src/core/dicom'
import { loadSample } from './samples'

describe('ECG waveform (waveform_ecg.dcm)', () => {
  it('reads the rhythm and median-beat groups with 12 named leads at 1000 Hz', async () => {
    const dataset = await loadSample('waveform_ecg.dcm')
    expect(dataset.meta.hasPixelData).to.equal(false)
    expect(dataset.meta.hasWaveform).to.equal(true)
    const { groups } = parseWaveform(dataset)
    expect(groups).to.have.length(2)
    expect(groups.map((group) => group.label)).to.deep.equal(['RHYTHM', 'MEDIAN BEAT'])
    expect(groups.map((group) => group.samplingFrequency)).to.deep.equal([1000, 1000])
    expect(groups.map((group) => group.samplesPerChannel)).to.deep.equal([10000, 1200])
    for (const group of groups) {
      expect(group.leads.map((lead) => lead.name)).to.deep.equal(['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'])
      for (const lead of group.leads) {
        expect(lead.samples).to.be.instanceOf(Float32Array)
        expect(lead.samples.length).to.equal(group.samplesPerChannel)
        expect(lead.unit).to.equal('mV')
      }
    }
  })

  it('scales lead I to a plausible millivolt range (µV × sensitivity → mV)', async () => {
    const { groups } = parseWaveform(await loadSample('waveform_ecg.dcm'))
    for (const group of groups) {
      const leadI = group.leads[0]!.samples
      let min = Infinity
      let max = -Infinity
      for (const value of leadI) {
        min = Math.min(min, value)
        max = Math.max(max, value)
      }
      // A QRS complex in lead I is a few tenths of a mV to a few mV; raw µV values would be hundreds.
      expect(max - min, `${group.label} peak-to-peak`).to.be.within(0.2, 5)
      expect(Math.abs(min), group.label).to.be.below(5)
      expect(Math.abs(max), group.label).to.be.below(5)
    }
  })

  it('rejects an image with not-waveform', async () => {
    let error: unknown
    try {
      parseWaveform(await loadSample('CT_small.dcm'))
    } catch (caught) {
      error = caught
    }
    expect(error).to.be.instanceOf(DicomError)
    expect((error as DicomError).code).to.equal('not-waveform')
  })
})

