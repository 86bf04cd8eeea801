import { defineMessages } from '../../../core/i18n/catalog'

/** The console's words: shell, navbar, tabs, settings, search, password, pages. One file per locale, loaded on demand (`defineMessages`). */
export const consoleMessages = defineMessages('areas/console/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
