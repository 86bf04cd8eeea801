/** How a frame is taken from the live stream: the track's `ImageCapture.grabFrame()`, or the `<video>` drawn on a canvas. */
export type GrabMethod = 'imageCapture' | 'canvas'

/** A frame held in a canvas, with how it was taken. */
export interface Frame {
  canvas: HTMLCanvasElement
  width: number
  height: number
  method: GrabMethod
}

/** The largest capture the server takes (its 1 MB request limit less the multipart envelope). */
export const CAPTURE_MAX_BYTES = 1024 * 1024 - 16 * 1024

interface ImageCaptureLike {
  grabFrame(): Promise<ImageBitmap>
}
type ImageCaptureCtor = new (track: MediaStreamTrack) => ImageCaptureLike

/** Whether this browser has `ImageCapture` (Chromium does; Firefox and Safari do not). */
export function hasImageCapture(): boolean {
  return typeof (globalThis as { ImageCapture?: unknown }).ImageCapture === 'function'
}

function drawn(source: CanvasImageSource, width: number, height: number, method: GrabMethod): Frame {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d context')
  context.drawImage(source, 0, 0, width, height)
  return { canvas, width, height, method }
}

/**
 * Takes the current frame of a playing `<video>` at the stream's own resolution. `auto` and `canvas` draw the video on
 * a canvas (a few milliseconds); `imageCapture` asks the track's `ImageCapture.grabFrame()` (the capture test page
 * compares both), which in Chromium takes about 40 ms and now and then fails after two seconds — it is asked twice.
 * `auto` falls back to it only when the video has no frame to draw.
 *
 * @example
 * const frame = await grabFrame(video, stream.getVideoTracks()[0], 'auto')
 */
export async function grabFrame(video: HTMLVideoElement, track: MediaStreamTrack | null, prefer: 'auto' | GrabMethod = 'auto'): Promise<Frame> {
  const hasFrame = video.videoWidth > 0 && video.videoHeight > 0
  if (prefer === 'canvas' || (prefer === 'auto' && hasFrame)) {
    if (!hasFrame) throw new Error('the video has no frame yet')
    return drawn(video, video.videoWidth, video.videoHeight, 'canvas')
  }
  if (!track || track.readyState !== 'live' || !hasImageCapture()) throw new Error('no live track to grab from')
  const Ctor = (globalThis as unknown as { ImageCapture: ImageCaptureCtor }).ImageCapture
  let failure: unknown
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const bitmap = await new Ctor(track).grabFrame()
      try {
        return drawn(bitmap, bitmap.width, bitmap.height, 'imageCapture')
      } finally {
        bitmap.close()
      }
    } catch (error) {
      failure = error
    }
  }
  throw failure instanceof Error ? failure : new Error('the track could not grab a frame')
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the frame could not be encoded'))), 'image/jpeg', quality)
  })
}

/**
 * Encodes a frame as JPEG, lowering the quality step by step until it fits `maxBytes`; rejects when even the lowest
 * quality is too large (a frame far beyond full HD).
 */
export async function frameToJpeg(frame: Frame, maxBytes = CAPTURE_MAX_BYTES): Promise<Blob> {
  for (const quality of [0.92, 0.82, 0.7, 0.55]) {
    const blob = await toBlob(frame.canvas, quality)
    if (blob.size <= maxBytes) return blob
  }
  throw new RangeError('frame too large')
}
