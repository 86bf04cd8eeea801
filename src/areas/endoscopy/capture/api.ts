import type { BiopsyCreateBody, BiopsyDto, BiopsyUpdateBody, EndoscopyCaptureDto, EndoscopyCaptureUpdateBody } from '../../../core/contract/endoscopy'
import { http } from '../../../core/http/http'

/** The list key of an exam's captures (also the `useQuery` key). */
export const capturesKey = (examineId: number): string => `api/endoscopy/captures/${examineId}`
/** The list key of an exam's biopsies. */
export const biopsiesKey = (examineId: number): string => `api/biopsy?examineId=${examineId}`

/** Object URLs of capture files already in the page, by capture id (a fresh capture's is its own blob, no download). */
const fileUrls = new Map<number, Promise<string>>()

/** Remembers the blob of a capture just uploaded as its file. */
export function rememberCaptureFile(id: number, blob: Blob): string {
  const url = URL.createObjectURL(blob)
  fileUrls.set(id, Promise.resolve(url))
  return url
}

/** The object URL of a capture's image, downloaded once with the session's credentials. */
export function captureFileUrl(id: number): Promise<string> {
  let url = fileUrls.get(id)
  if (!url) {
    url = http.get<Blob>(`api/endoscopy/captures/file/${id}`, undefined, { responseType: 'blob', silent: true }).then((blob) => URL.createObjectURL(blob))
    url.catch(() => fileUrls.delete(id))
    fileUrls.set(id, url)
  }
  return url
}

function forgetCaptureFile(id: number): void {
  const url = fileUrls.get(id)
  fileUrls.delete(id)
  void url?.then((u) => URL.revokeObjectURL(u), () => undefined)
}

let holders = 0

/**
 * Keeps the capture images of the page while a strip shows them (from mount to unmount, as an effect): when the last
 * strip goes, every object URL is revoked and nothing stays behind on the host page.
 *
 * @example
 * useEffect(holdCaptureFiles, [])
 */
export function holdCaptureFiles(): () => void {
  holders++
  return () => {
    holders--
    if (holders === 0) [...fileUrls.keys()].forEach(forgetCaptureFile)
  }
}

let uploads: Promise<unknown> = Promise.resolve()

/**
 * Uploads a captured frame (multipart field `file`). Uploads go one after another: the shared client cancels an
 * older identical request, and a quick second capture must not cancel the first.
 */
export function uploadCapture(examineId: number, blob: Blob): Promise<EndoscopyCaptureDto> {
  const send = async (): Promise<EndoscopyCaptureDto> => {
    const form = new FormData()
    form.set('file', blob, blob.type === 'image/png' ? 'capture.png' : 'capture.jpg')
    const dto = await http.post<EndoscopyCaptureDto>(capturesKey(examineId), form)
    rememberCaptureFile(dto.id, blob)
    return dto
  }
  const next = uploads.then(send, send)
  uploads = next.catch(() => undefined)
  return next
}

/** Changes a capture's label or inclusion. */
export const updateCapture = (id: number, body: EndoscopyCaptureUpdateBody) => http.put<EndoscopyCaptureDto>(`api/endoscopy/captures/${id}`, body)

/** Sets the print order of an exam's captures. */
export const orderCaptures = (examineId: number, ids: number[]) => http.put<EndoscopyCaptureDto[]>(`${capturesKey(examineId)}/order`, { ids })

/** Deletes captures and forgets their images. */
export async function deleteCaptures(ids: number[]): Promise<void> {
  await http.del('api/endoscopy/captures', ids)
  ids.forEach(forgetCaptureFile)
}

export const createBiopsy = (body: BiopsyCreateBody) => http.post<BiopsyDto>('api/biopsy', body)
export const updateBiopsy = (body: BiopsyUpdateBody) => http.put<BiopsyDto>('api/biopsy', body)
export const deleteBiopsies = (ids: number[]) => http.del<number[]>('api/biopsy', ids)
