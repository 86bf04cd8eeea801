/** One attribute of the DICOM JSON model (PS3.18 F.2): its VR and values; bulk data are left out. */
export interface DicomJsonAttribute {
  vr: string
  Value?: unknown[]
  BulkDataURI?: string
  InlineBinary?: string
}

/** A data set in the DICOM JSON model, keyed by the tag as eight upper-case hex digits (`0020000D`). */
export type DicomJson = Record<string, DicomJsonAttribute>

function personName(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return ''
  const { Alphabetic, Ideographic, Phonetic } = value as Record<string, unknown>
  return [Alphabetic, Ideographic, Phonetic].map((part) => (typeof part === 'string' ? part : '')).join('=').replace(/=+$/, '')
}

/**
 * The values of an attribute as strings (person names as `Alphabetic=Ideographic=Phonetic`, the DICOM form), [] when
 * absent.
 *
 * @example
 * jsonStrings(instance, '00200032') // ['-72.2', '-143', '8.76']
 */
export function jsonStrings(data: DicomJson, tag: string): string[] {
  const attribute = data[tag]
  if (!attribute?.Value) return []
  return attribute.Value.map((value) => (attribute.vr === 'PN' ? personName(value) : value === null || value === undefined ? '' : String(value)))
}

/**
 * The first value of an attribute as a string ('' when absent).
 *
 * @example
 * jsonString(study, '0020000D') // '1.2.3'
 */
export function jsonString(data: DicomJson, tag: string): string {
  return jsonStrings(data, tag)[0] ?? ''
}

/**
 * The values of an attribute as numbers (a value that is not a number is left out).
 *
 * @example
 * jsonNumbers(instance, '00200037') // [1, 0, 0, 0, 1, 0]
 */
export function jsonNumbers(data: DicomJson, tag: string): number[] {
  return jsonStrings(data, tag)
    .map((value) => Number(value))
    .filter((value) => Number.isFinite(value))
}

/**
 * A person name as people read it: the alphabetic (pinyin) group, then the ideographic one (Chinese) when there is one.
 *
 * @example
 * readableName('Zhang^San=张^三') // 'Zhang^San 张^三'
 */
export function readableName(value: string): string {
  return value.split('=').filter(Boolean).join(' ')
}
