import type { QcFamily, QcItemScale } from '../contract/qc'

/** The QC families. */
export const QC_FAMILIES: readonly QcFamily[] = ['imaging', 'ultrasound']

/** The modalities each QC family samples: the radiology modalities for imaging, ultrasound alone for ultrasound. */
export const QC_FAMILY_MODALITIES: Readonly<Record<QcFamily, readonly string[]>> = {
  imaging: ['CT', 'MR', 'DR', 'MG'],
  ultrasound: ['US'],
}

/**
 * The permission prefix of a QC family, as the seeded menus name them: `qc:list|add|edit|del|score` for imaging,
 * `usqc:…` for ultrasound.
 *
 * @example
 * qcPermission('ultrasound', 'score') // 'usqc:score'
 */
export function qcPermission(family: QcFamily, action: 'list' | 'add' | 'edit' | 'del' | 'score'): string {
  return `${family === 'imaging' ? 'qc' : 'usqc'}:${action}`
}

/** The modalities an item scale grades: X-ray grades for DR (and DX, CR) and MG, CT/MR grades for CT and MR. */
const SCALE_MODALITIES: Readonly<Record<Exclude<QcItemScale, 'points'>, readonly string[]>> = {
  xray: ['DR', 'DX', 'CR', 'MG'],
  ctmr: ['CT', 'MR'],
}

/**
 * Whether an item of this scale belongs on the sheet of an exam of this modality: points items on every exam of the
 * family, X-ray grades on radiographs and mammograms, CT/MR grades on CT and MR.
 *
 * @example
 * scaleApplies('xray', 'CT') // false
 */
export function scaleApplies(scale: QcItemScale, modality: string): boolean {
  return scale === 'points' || SCALE_MODALITIES[scale].includes(modality.toUpperCase())
}

/** The QC family that samples a modality, or null when no family does (ECG, endoscopy, pathology). */
export function qcFamilyOf(modality: string): QcFamily | null {
  const code = modality.toUpperCase()
  for (const family of QC_FAMILIES) if (QC_FAMILY_MODALITIES[family].includes(code)) return family
  return null
}
