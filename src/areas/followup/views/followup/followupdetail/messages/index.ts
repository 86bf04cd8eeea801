import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of one case's follow-up records. One file per locale, loaded on demand (`defineMessages`). */
export const followupDetailMessages = defineMessages('areas/followup/views/followup/followupdetail/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
