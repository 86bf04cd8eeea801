import { defineMessages } from '../catalog'

/** The core's words (HTTP errors, validation, session prompts). One file per locale, loaded on demand (`defineMessages`). */
export const coreMessages = defineMessages('core/i18n/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
