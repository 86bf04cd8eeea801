import { defineMessages } from '../../../core/i18n/catalog'

/** Menu titles, keyed by the `name` of each seeded menu. One file per locale, loaded on demand (`defineMessages`). */
export const menuMessages = defineMessages('areas/console/menuMessages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
