import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the pathology specimen list. One file per locale, loaded on demand (`defineMessages`). */
export const pisListMessages = defineMessages('areas/pathology/views/pis/list/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
