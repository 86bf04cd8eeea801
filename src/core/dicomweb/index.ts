/**
 * DICOMweb for the viewer, framework-free: QIDO-RS searches into sorted study/series/instance lists, WADO-RS frame
 * and instance retrieval with `multipart/related` parsing and transfer-syntax negotiation, WADO-URI as a fallback.
 * Loaded only when a viewer is given a DICOMweb source (its own chunk; in a script-tag build, evaluated only then).
 * It imports nothing of the engine.
 */
export { DicomWebClient, type DicomWebClientOptions, type RetrievedImage } from './DicomWebClient'
export { DicomWebError, type DicomWebErrorCode } from './DicomWebError'
export { readMultipart, contentTypeParam, type MultipartPart } from './multipart'
export { frameToPart10 } from './part10'
export { jsonString, jsonStrings, jsonNumbers, readableName, type DicomJson, type DicomJsonAttribute } from './dicomJson'
export {
  instanceFields,
  sortInstances,
  sortSeries,
  toInstance,
  toSeries,
  toStudy,
  type DicomWebInstance,
  type DicomWebSeries,
  type DicomWebStudy,
} from './models'
