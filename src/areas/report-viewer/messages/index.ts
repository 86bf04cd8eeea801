import { defineMessages } from '../../../core/i18n/catalog'

/** The report viewer: the printed report, states, history. One file per locale, loaded on demand (`defineMessages`). */
export const reportViewerMessages = defineMessages('areas/report-viewer/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
