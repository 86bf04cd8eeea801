import { defineMessages } from '../../../../core/i18n/catalog'

/** The words of the ultrasound measurement panel (tables, computed values, warnings, the report text it inserts). One file per locale, loaded on demand. */
export const measureMessages = defineMessages('areas/ultrasound/measurements/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
