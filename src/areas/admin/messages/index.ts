import { defineMessages } from '../../../core/i18n/catalog'

/** The administration area's own words (each view has its own catalogue). One file per locale, loaded on demand (`defineMessages`). */
export const adminMessages = defineMessages('areas/admin/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
