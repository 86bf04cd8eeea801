// Endoscopy captures made in the page and uploaded the way the capture strip does, for tests that need some without
// a camera.
import type { EndoscopyCaptureDto } from '../../../src/core/contract'
import { http } from '../../../src/core/http'

/** A `width` × `height` PNG in one colour with a white band, made by the browser. */
export async function pngOf(colour: string, width = 320, height = 240): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const g = canvas.getContext('2d')!
  g.fillStyle = colour
  g.fillRect(0, 0, width, height)
  g.fillStyle = '#fff'
  g.fillRect(0, height / 2 - 4, width, 8)
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'))
}

/** Uploads a capture the way the capture strip does (multipart field `file`). */
export async function uploadCapture(examineId: number, blob: Blob): Promise<EndoscopyCaptureDto> {
  const form = new FormData()
  form.set('file', blob, 'capture.png')
  return http.post<EndoscopyCaptureDto>(`api/endoscopy/captures/${examineId}`, form)
}
