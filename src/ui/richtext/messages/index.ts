import { defineMessages } from '../../../core/i18n/catalog'

/** The words of the shared rich-text editor (its toolbar). One file per locale, loaded on demand (`defineMessages`). */
export const richTextMessages = defineMessages('ui/richtext/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
