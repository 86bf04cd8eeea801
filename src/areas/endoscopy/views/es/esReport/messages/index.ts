import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the endoscopy report view (its panel; the editor's own words are the shared editor catalogue's). One file per locale, loaded on demand. */
export const esReportMessages = defineMessages('areas/endoscopy/views/es/esReport/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
