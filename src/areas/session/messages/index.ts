import { defineMessages } from '../../../core/i18n/catalog'

/** The session badge. One file per locale, loaded on demand (`defineMessages`). */
export const sessionMessages = defineMessages('areas/session/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
