import { FrameCache } from './FrameCache'

/**
 * The engine's shared decoded-frame cache (512 MB by default), keyed by `url#frame`. {@link decodeFrame} reads and
 * fills it for datasets that came with a URL; hosts size it with `decodedFrameCache.setLimit(bytes)`.
 *
 * @example
 * decodedFrameCache.setLimit(256 * 1024 * 1024)
 * decodedFrameCache.clear() // on logout
 */
export const decodedFrameCache = new FrameCache()
