import { defineMessages } from '../../../core/i18n/catalog'

/** The login form. One file per locale, loaded on demand (`defineMessages`). */
export const loginMessages = defineMessages('areas/login/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
