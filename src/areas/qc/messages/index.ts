import { defineMessages } from '../../../core/i18n/catalog'

/**
 * The words of the QC views (one catalogue for the area: the five views share their sample, sheet and task words).
 * One file per locale, loaded on demand.
 */
export const qcMessages = defineMessages('areas/qc/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
