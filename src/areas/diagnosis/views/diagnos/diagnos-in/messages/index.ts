import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the diagnos-in view. One file per locale, loaded on demand (`defineMessages`). */
export const diagnosInMessages = defineMessages('areas/diagnosis/views/diagnos/diagnos-in/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
