/**
 * The DICOM engine: Part 10 parsing and validation, frame decoding for every common transfer syntax (compressed
 * ones in a worker pool with codecs loaded on demand), modality/VOI rendering, a bounded frame cache, URL loading
 * with the caller's headers, and ECG waveforms. Framework-free; used by `<clinic-pic-viewer>` and the report viewer.
 *
 * Two ways to load: {@link loadFromUrl} parses on the page (the dataset and dicom-parser's `DataSet` in hand);
 * {@link openImageFile} parses in a decode worker and keeps only the header on the page, so a bundle that imports
 * `openImageFile.ts` (and not this barrel) carries no DICOM parser — the picture viewer's way.
 *
 * Codec files are found beside the bundle (`codecs/`) unless {@link setCodecBaseUrl} says otherwise.
 */
export type { DecodedFrame, DicomDataset, FrameValues, ImageMeta, Photometric, PlainImage, StoredPixelArray } from './dicom.types'
export { DicomError, type DicomErrorCode } from './DicomError'
export { parseDicom, type ParseDicomOptions } from './parseDicom'
export { parseDicomAsync } from './parseDicomAsync'
export { loadFromUrl, type LoadFromUrlOptions } from './loadFromUrl'
export { fetchImageBytes, isPlainImage } from './fetchImageBytes'
export {
  openImageFile,
  openImageBytes,
  decodeImageFrame,
  cachedImageFrame,
  readImageWaveform,
  readWaveformSheet,
  closeImageFile,
  type DicomFile,
  type ImageFile,
  type WaveformSheetReply,
} from './openImageFile'
export type { WaveformGroupSummary } from './worker/decodeProtocol'
export type { WaveformSheet } from './worker/drawWaveformSheet'
export { decodePlainImage } from './decodePlainImage'
export { decodeFrame, type DecodeFrameOptions } from './decodeFrame'
export { frameValues } from './frameValues'
export { computeStats, type FrameStats, type PixelRegion, type ValueStats } from './computeStats'
export { defaultWindow, type VoiWindow } from './defaultWindow'
export { ctWindowPresets, type WindowPreset } from './ctWindowPresets'
export { renderToImageData, type RenderOptions } from './renderToImageData'
export { voiLut } from './voiLut'
export { parseWaveform, type Waveform, type WaveformGroup, type WaveformLead } from './parseWaveform'
export { transferSyntaxInfo, supportedTransferSyntaxes, type CodecId, type TransferSyntaxInfo } from './transferSyntaxInfo'
export { setCodecBaseUrl, codecBaseUrl } from './codecBaseUrl'
export { FrameCache } from './FrameCache'
export { decodedFrameCache } from './decodedFrameCache'
export { decodeWorkerResources, terminateDecodeWorkers, warmUpDecodeWorkers } from './workerPool'
export { readDicomText } from './readDicomText'
