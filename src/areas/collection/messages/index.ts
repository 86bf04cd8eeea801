import { defineMessages } from '../../../core/i18n/catalog'

/** The words of the collection views (personal and public). One file per locale, loaded on demand. */
export const collectionAreaMessages = defineMessages('areas/collection/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
