import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the technologist's station. One file per locale, loaded on demand (`defineMessages`). */
export const stationMessages = defineMessages('areas/registration/views/RadTechStation/station/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
