import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the dictionaries view. One file per locale, loaded on demand (`defineMessages`). */
export const dictMessages = defineMessages('areas/admin/views/system/dict/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
