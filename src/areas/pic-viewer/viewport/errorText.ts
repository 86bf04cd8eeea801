import { DicomError } from '../../../core/dicom/DicomError'
import { hasMessage, type t as translate } from '../../../core/i18n'

/**
 * A viewport's error for the user: the localised reason (by the engine's stable error code), then the technical
 * message for whoever has to fix the file or the server.
 *
 * @example
 * const [reason, detail] = errorText(error, t) // ['This file is incomplete (truncated)…', 'buffer overrun']
 */
export function errorText(error: Error | null, t: typeof translate): [string, string] {
  // Codes a viewer never meets (a synchronous parse of a deflated file) have no words of their own.
  if (error instanceof DicomError && hasMessage(`picViewer.errors.${error.code}`)) {
    const status = typeof error.detail.status === 'number' ? error.detail.status : ''
    return [t(`picViewer.errors.${error.code}`, { status }), error.message]
  }
  return [t('picViewer.errors.unknown'), error?.message ?? '']
}
