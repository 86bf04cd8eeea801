import { defineMessages } from '../../core/i18n/catalog'

/** The shared UI kit's words (tables, search rows, toolbars, forms, pagination). One file per locale, loaded on demand (`defineMessages`). */
export const kitMessages = defineMessages('ui/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
