/**
 * Entry of `codecs/jpeg-12bit.js`, built by scripts/build-codecs.mjs as a classic script that defines the global
 * `ClinicJpeg12`; the decode worker imports it only for 12-bit JPEG Extended frames.
 *
 * @example
 * // in the worker: importScripts(base + 'jpeg-12bit.js'); new ClinicJpeg12.JpegImage()
 */
export { default as JpegImage } from '../vendor/jpeg.js'
