import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the calcium-scoring view. One file per locale, loaded on demand (`defineMessages`). */
export const calciumMessages = defineMessages('areas/diagnosis/views/diagnos/calciumScoring/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
