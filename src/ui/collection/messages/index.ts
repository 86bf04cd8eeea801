import { defineMessages } from '../../../core/i18n/catalog'

/** The words of the case-collection pieces (collect dialog, tag input), shared by every area. One file per locale, loaded on demand. */
export const collectionMessages = defineMessages('ui/collection/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
