import { useEffect, useState } from 'react'
import { apiUrl } from '../../core/config/runtimeConfig'
import type { KeyImageRef } from '../../core/contract'
import { type Access, accessKey, authorizationOf, readWith } from './access'
import { classicScriptUrl } from '../../core/scriptBase'

declare const __CLINIC_BUNDLE__: string | undefined

/**
 * DICOM thumbnails need the DICOM engine (≈17 KB gzip). The standalone report-viewer script (IIFE, budget 210 KB)
 * leaves it out — a bundler constant removes the dynamic import there — and shows a labelled tile that opens the
 * picture viewer instead; the ES build and the his-report script load it on demand.
 */
export const dicomThumbnails: boolean = typeof __CLINIC_BUNDLE__ === 'undefined' || __CLINIC_BUNDLE__ !== 'iife:clinic-report-viewer'

/**
 * What a thumbnail is made from: a key image (`KeyImageRef`) or an endoscopy capture (`ReportCaptureRef`) — the file's
 * authenticated URL, its type and, for a multi-frame DICOM image, the frame.
 */
export interface ThumbnailSource {
  url: string
  contentType: KeyImageRef['contentType']
  frame?: number
}

/** A thumbnail's progress: an object URL once ready. */
export type ThumbnailState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' } | { status: 'dicom' }

async function loadThumbnail(ref: ThumbnailSource, access: Access, signal: AbortSignal): Promise<string> {
  if (ref.contentType === 'application/dicom') {
    if (!dicomThumbnails) throw new Error('dicom')
    const { renderDicomThumbnail } = await import('./renderDicomThumbnail')
    const script = classicScriptUrl()
    return renderDicomThumbnail(apiUrl(ref.url), ref.frame ?? 0, authorizationOf(access), signal, script ? new URL('codecs/', script).href : null)
  }
  const blob = await readWith<Blob>(access, { url: ref.url, responseType: 'blob' })
  if (!(blob instanceof Blob)) throw new Error('not an image')
  return URL.createObjectURL(blob)
}

/**
 * Loads one key image or capture as a thumbnail with the viewer's credentials: JPEG/PNG as they are (at full size,
 * which is also how the capture dialog shows one large), DICOM through the DICOM engine (imported on first need). The
 * object URL is revoked when the image changes or unmounts.
 *
 * @example
 * const thumb = useThumbnail(ref, access)
 */
export function useThumbnail(ref: ThumbnailSource, access: Access): ThumbnailState {
  const [state, setState] = useState<ThumbnailState>({ status: 'loading' })
  const key = accessKey(access)
  useEffect(() => {
    const controller = new AbortController()
    let url: string | null = null
    if (ref.contentType === 'application/dicom' && !dicomThumbnails) {
      setState({ status: 'dicom' })
      return
    }
    setState({ status: 'loading' })
    loadThumbnail(ref, access, controller.signal)
      .then((made) => {
        if (controller.signal.aborted) URL.revokeObjectURL(made)
        else {
          url = made
          setState({ status: 'ready', url: made })
        }
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' })
      })
    return () => {
      controller.abort()
      if (url) URL.revokeObjectURL(url)
    }
    // `key` stands for `access`; the ref is identified by its URL, frame and type.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref.url, ref.frame, ref.contentType, key])
  return state
}
