/**
 * The public pages of the hospital that printed QR codes and report links open, under the hospital's public address
 * (the `publicBaseUrl` setting): the report lookup home of the HIS pages, one report's page, and the image page of a
 * cloud film. Shared by the contract server (report letterheads) and the QR code view.
 */
export const PUBLIC_PAGES = Object.freeze({
  reportLookup: '/webouterpage/hisReportLogin',
  report: '/webouterpage/hisReport',
  cloudFilm: '/webouterpage/picPage',
})

/** What a printed QR code is for. */
export type QrTargetKind = 'reportLookup' | 'cloudFilm' | 'feedback'

/** One printable QR code: what it is for and the address it opens (null when the hospital has not set one). */
export interface QrTarget {
  kind: QrTargetKind
  url: string | null
}

/**
 * The hospital's public address without a trailing slash; `origin` (the console's own) when none is set.
 *
 * @example
 * publicBase('https://imaging.example.org/', 'http://localhost:8080') // 'https://imaging.example.org'
 */
export function publicBase(publicBaseUrl: string, origin: string): string {
  return (publicBaseUrl.trim() || origin).replace(/\/+$/, '')
}

/**
 * An address under the public address: absolute addresses stay as they are, paths join the base.
 *
 * @example
 * publicUrl('/webouterpage/hisReport?examineId=7', '', 'http://localhost:8080') // 'http://localhost:8080/webouterpage/hisReport?examineId=7'
 */
export function publicUrl(pathOrUrl: string, publicBaseUrl: string, origin: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicBase(publicBaseUrl, origin)}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/**
 * The QR codes the hospital prints: report lookup and cloud film under the public address, and patient feedback at
 * the feedback address (absolute, or a path under the public address; null when not set).
 *
 * @example
 * qrTargets({ publicBaseUrl: 'https://imaging.example.org', feedbackUrl: '' }, location.origin)[0]
 * // { kind: 'reportLookup', url: 'https://imaging.example.org/webouterpage/hisReportLogin' }
 */
export function qrTargets(settings: { publicBaseUrl: string; feedbackUrl: string }, origin: string): QrTarget[] {
  const { publicBaseUrl, feedbackUrl } = settings
  return [
    { kind: 'reportLookup', url: publicUrl(PUBLIC_PAGES.reportLookup, publicBaseUrl, origin) },
    { kind: 'cloudFilm', url: publicUrl(PUBLIC_PAGES.cloudFilm, publicBaseUrl, origin) },
    { kind: 'feedback', url: feedbackUrl.trim() ? publicUrl(feedbackUrl.trim(), publicBaseUrl, origin) : null },
  ]
}
