import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the ECG report's measurement panel. One file per locale, loaded on demand (`defineMessages`). */
export const ecgReportMessages = defineMessages('areas/ecg/views/ecg/ecgReport/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
