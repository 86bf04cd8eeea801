import { defineMessages } from '../../../../core/i18n/catalog'

/** The words the two statistics views share: filters, figures, the drill-down, export, print and the chart. One file per locale, loaded on demand. */
export const statisticsMessages = defineMessages('areas/statistics/shared/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
