export { QC_FAMILIES, QC_FAMILY_MODALITIES, qcFamilyOf, qcPermission, scaleApplies } from './qcFamily'
export { entryInRange, gradeOf, gradesOf, QC_SCALE_GRADES, scoreQcSheet, type QcEntryError, type QcSheetCutoff, type QcSheetItem, type QcSheetOutcome } from './scoreSheet'
