/**
 * Entry of `codecs/jpeg-lossless.js`, built by scripts/build-codecs.mjs as a classic script that defines the global
 * `ClinicJpegLossless`; the decode worker imports it only for JPEG Lossless (Process 14 / SV1) frames.
 *
 * @example
 * // in the worker: importScripts(base + 'jpeg-lossless.js'); new ClinicJpegLossless.Decoder()
 */
export { Decoder } from '../vendor/jpeg-lossless'
