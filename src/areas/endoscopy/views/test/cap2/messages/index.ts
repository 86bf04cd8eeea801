import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the capture comparison test page. One file per locale, loaded on demand. */
export const cap2Messages = defineMessages('areas/endoscopy/views/test/cap2/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
