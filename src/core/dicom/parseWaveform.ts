import type { DataSet } from 'dicom-parser'
import type { DicomDataset } from './dicom.types'
import { DicomError } from './DicomError'
import { readDicomText } from './readDicomText'

/**
 * One channel of a multiplex group; `samples` are in `unit` (mV for ECG leads, whatever the file stored).
 *
 * @example
 * const leadII = groups[0].leads.find((lead) => lead.name === 'II')
 */
export interface WaveformLead {
  /** Short lead name: `I`, `aVR`, `V1`… (from the Channel Source code meaning), else the channel label. */
  name: string
  codeMeaning: string
  unit: string
  samples: Float32Array
}

/**
 * A multiplex group: channels sampled together (an ECG's 10-s rhythm, its median beat).
 *
 * @example
 * const secondsShown = group.samplesPerChannel / group.samplingFrequency
 */
export interface WaveformGroup {
  label: string
  samplingFrequency: number
  samplesPerChannel: number
  leads: WaveformLead[]
}

/**
 * The waveforms of an object, group by group in file order.
 *
 * @example
 * const { groups }: Waveform = parseWaveform(dataset)
 */
export interface Waveform {
  groups: WaveformGroup[]
}

// Sensitivity units (UCUM) that are voltages, as factors to mV.
const toMillivolts: Record<string, number> = { uV: 0.001, mV: 1, V: 1000, nV: 0.000001 }

function leadName(codeMeaning: string, label: string, index: number): string {
  const lead = /^lead\s+(\S+)/i.exec(codeMeaning)
  if (lead) return lead[1]!
  return label || codeMeaning || `${index + 1}`
}

function readGroup(group: DataSet, littleEndian: boolean, charset: string): WaveformGroup {
  const channels = group.uint16('x003a0005') ?? 0
  const samples = group.uint32('x003a0010') ?? 0
  const frequency = group.floatString('x003a001a') ?? 0
  const bitsAllocated = group.uint16('x54001004') ?? 16
  const interpretation = (group.string('x54001006') ?? 'SS').trim()
  const data = group.elements.x54001010
  const definitions = group.elements.x003a0200?.items ?? []
  if (!data || !channels || !samples) throw new DicomError('not-waveform', 'A waveform group has no data, channels or samples.')
  if (!['SS', 'US', 'SB', 'UB'].includes(interpretation)) {
    throw new DicomError('decode-failed', `Waveform sample interpretation ${interpretation} is not supported.`)
  }
  const bytesPerSample = bitsAllocated / 8
  if (data.length < channels * samples * bytesPerSample) {
    throw new DicomError('truncated', `Waveform data holds ${data.length} bytes; ${channels * samples * bytesPerSample} needed.`)
  }
  const bytes = group.byteArray as Uint8Array
  const view = new DataView(bytes.buffer, bytes.byteOffset + data.dataOffset, data.length)
  const signed = interpretation === 'SS' || interpretation === 'SB'
  const read =
    bytesPerSample === 1
      ? (offset: number) => (signed ? view.getInt8(offset) : view.getUint8(offset))
      : (offset: number) => (signed ? view.getInt16(offset, littleEndian) : view.getUint16(offset, littleEndian))

  const leads: WaveformLead[] = []
  for (let channel = 0; channel < channels; channel++) {
    const definition = definitions[channel]?.dataSet
    const source = definition?.elements.x003a0208?.items?.[0]?.dataSet
    const codeMeaning = source ? readDicomText(source, 'x00080104', charset) : ''
    const label = definition ? readDicomText(definition, 'x003a0203', charset) : ''
    const sensitivity = definition?.floatString('x003a0210') ?? 1
    const correction = definition?.floatString('x003a0212') ?? 1
    const baseline = definition?.floatString('x003a0213') ?? 0
    const bitsStored = definition?.uint16('x003a021a') ?? bitsAllocated
    const unitCode = (definition?.elements.x003a0211?.items?.[0]?.dataSet?.string('x00080100') ?? '').trim()
    const factor = toMillivolts[unitCode]
    // Baseline is in sensitivity units (PS3.3 C.10.9.1.4.3), so it is added after scaling, then all goes to mV.
    const scale = (Number.isFinite(sensitivity) ? sensitivity : 1) * (Number.isFinite(correction) ? correction : 1) * (factor ?? 1)
    const offset = (Number.isFinite(baseline) ? baseline : 0) * (factor ?? 1)
    const shift = signed && bitsStored < bitsAllocated ? 32 - bitsStored : 0
    const values = new Float32Array(samples)
    for (let s = 0; s < samples; s++) {
      let raw = read((s * channels + channel) * bytesPerSample)
      // 12-bit signed samples: sign-extend from Waveform Bits Stored.
      if (shift) raw = (raw << shift) >> shift
      values[s] = raw * scale + offset
    }
    leads.push({ name: leadName(codeMeaning, label, channel), codeMeaning, unit: factor !== undefined ? 'mV' : unitCode, samples: values })
  }
  return { label: readDicomText(group, 'x003a0020', charset), samplingFrequency: frequency, samplesPerChannel: samples, leads }
}

/**
 * Reads the Waveform Sequence of an ECG (12-lead, general, ambulatory) or other waveform object into groups of named
 * leads with samples in mV: channel sensitivity × correction factor + baseline, µV/V converted; 8/16-bit signed or
 * unsigned samples, 12-bit signed sign-extended. Throws `not-waveform` when the object has none.
 *
 * @example
 * const { groups } = parseWaveform(await loadFromUrl(ecgUrl) as DicomDataset)
 * const rhythm = groups[0] // { label: 'RHYTHM', samplingFrequency: 1000, leads: [{ name: 'I', samples }, …] }
 */
export function parseWaveform(dataset: DicomDataset): Waveform {
  const items = dataset.dataSet.elements.x54000100?.items
  if (!items?.length) throw new DicomError('not-waveform', 'This object has no waveform.')
  const charset = dataset.meta.specificCharacterSet
  return {
    groups: items.flatMap((item) => (item.dataSet ? [readGroup(item.dataSet, dataset.transferSyntax.littleEndian, charset)] : [])),
  }
}
