import { defineMessages } from '../../../core/i18n/catalog'

/** The words both follow-up views use: categories and methods. One file per locale, loaded on demand (`defineMessages`). */
export const followupMessages = defineMessages('areas/followup/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
