import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the follow-up case list and its coincidence rate. One file per locale, loaded on demand (`defineMessages`). */
export const followupListMessages = defineMessages('areas/followup/views/followup/list/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
