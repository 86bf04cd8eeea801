import type { CalciumLesion, CoronaryArtery } from '../../../../../core/contract/calcium'
import type { RoiMeasuredDetail } from '../../../../../core/events'
import { REFERENCE_SLICE_MM, type CalciumLesionInput } from '../../../../../core/report/agatston'

/** One row of the lesion table: a lesion from an ROI of the viewer (`roiId`), or one saved before (`roiId` null). */
export interface LesionRow {
  key: string
  roiId: number | null
  lesion: CalciumLesionInput
}

/**
 * The lesion an ROI measured: its calcified area and pixel count, its peak, and where it was drawn. A slice without
 * a thickness in its header counts as the 3 mm reference.
 *
 * @example
 * lesionOfRoi(event.detail) // { artery: null, area: 28.44, peak: 450, sliceThickness: 3, imageIndex: 15, … }
 */
export function lesionOfRoi(detail: RoiMeasuredDetail): CalciumLesionInput {
  return {
    artery: null,
    area: detail.aboveArea ?? 0,
    peak: detail.peak ?? 0,
    sliceThickness: detail.sliceThickness && detail.sliceThickness > 0 ? detail.sliceThickness : REFERENCE_SLICE_MM,
    ...(detail.aboveCount === null ? {} : { pixelCount: detail.aboveCount }),
    imageIndex: detail.imageIndex,
    ...(detail.sliceLocation === null ? {} : { sliceLocation: detail.sliceLocation }),
    ...(detail.instanceUid ? { instanceUid: detail.instanceUid } : {}),
    ...(detail.seriesUid ? { seriesUid: detail.seriesUid } : {}),
  }
}

/** Rows from an ROI event: a drawn ROI is added (in slice order), a removed one leaves. */
export function applyRoi(rows: readonly LesionRow[], detail: RoiMeasuredDetail): LesionRow[] {
  if (detail.removed) return rows.filter((row) => row.roiId !== detail.id)
  if (detail.aboveArea === null) return [...rows]
  const added: LesionRow = { key: `roi-${detail.id}`, roiId: detail.id, lesion: lesionOfRoi(detail) }
  return [...rows.filter((row) => row.roiId !== detail.id), added].sort((a, b) => (a.lesion.imageIndex ?? 0) - (b.lesion.imageIndex ?? 0))
}

/** Rows of a saved score. */
export function savedRows(lesions: readonly CalciumLesion[]): LesionRow[] {
  return lesions.map((lesion, i) => ({ key: `saved-${i}`, roiId: null, lesion }))
}

/** The lesions to save (every row has its artery by then). */
export function lesionsToSave(rows: readonly LesionRow[]): CalciumLesion[] {
  return rows.flatMap(({ lesion }) => (lesion.artery ? [{ ...lesion, artery: lesion.artery as CoronaryArtery }] : []))
}
