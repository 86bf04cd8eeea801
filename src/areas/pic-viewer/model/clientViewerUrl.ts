import type { ImageStudyDto } from '../../../core/contract'
import { http } from '../../../core/http'
import type { ImageAccess } from './imageAccess'

/** The placeholders only the study itself can fill (its DICOM identity), read from the archive before the hand-over. */
const FROM_STUDY = /\{(studyUid|patientId)\}/

/** Schemes a hand-over URL may not use, whatever the configuration says: they would run in this page. */
const REFUSED = /^\s*(javascript|data|vbscript|blob|file):/i

/** What a client-viewer URL template names (`{studyUid}`, …) for one study. */
export interface ClientViewerIds {
  studyId?: string | undefined
  examineId?: string | undefined
}

/**
 * The hospital's desktop-viewer URL for one study, from the configured template (`clientViewerUrl`):
 * `{studyUid}` (StudyInstanceUID) and `{patientId}` are read from the archive first; `{studyId}` and `{examineId}` are
 * the element's own. Every value is URL-encoded. A template with a scheme that would run in the page (`javascript:`,
 * `data:`, …) is refused.
 *
 * @example
 * await clientViewerUrl('weasis://?%24dicom%3Aget+-w+https%3A%2F%2Fpacs%2Fdicom-web+-r+studyUID%3D{studyUid}', { examineId: '12' }, access, signal)
 */
export async function clientViewerUrl(template: string, ids: ClientViewerIds, access: ImageAccess, signal: AbortSignal): Promise<string> {
  if (REFUSED.test(template)) throw new Error(`refused client-viewer URL scheme: ${template.slice(0, template.indexOf(':') + 1)}`)
  const values: Record<string, string> = { studyId: ids.studyId ?? '', examineId: ids.examineId ?? '' }
  if (FROM_STUDY.test(template)) {
    const [kind, id] = ids.studyId ? ['studyId', ids.studyId] : ['examineId', ids.examineId ?? '']
    const study = await http.get<ImageStudyDto>(`api/pacs/retrieve/image/${kind}/${encodeURIComponent(id)}`, undefined, { auth: access.auth(), silent: true, signal })
    values.studyUid = study.studyInstanceUid ?? ''
    values.patientId = study.patientId
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(values[name]!) : whole))
}

/** Whether a hand-over URL launches an application (a custom scheme such as `weasis:`) rather than a web page. */
export function launchesApplication(url: string): boolean {
  return !/^\s*https?:/i.test(url)
}
