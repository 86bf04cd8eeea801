import type { FrameValues, ImageMeta } from './dicom.types'

/**
 * The rescale, window and geometry that apply to one frame: the enhanced per-frame functional group when the object
 * has one, else the object's own attributes.
 *
 * @example
 * const { rescaleSlope, rescaleIntercept } = frameValues(meta, frame.frameIndex)
 * const hu = stored * rescaleSlope + rescaleIntercept
 */
export function frameValues(meta: ImageMeta, frameIndex = 0): FrameValues {
  const perFrame = meta.perFrame?.[frameIndex]
  if (perFrame) return perFrame
  return {
    rescaleSlope: meta.rescaleSlope,
    rescaleIntercept: meta.rescaleIntercept,
    windowCenter: meta.windowCenter,
    windowWidth: meta.windowWidth,
    imagePositionPatient: meta.imagePositionPatient,
    imageOrientationPatient: meta.imageOrientationPatient,
    pixelSpacing: meta.pixelSpacing,
    sliceThickness: meta.sliceThickness,
  }
}
