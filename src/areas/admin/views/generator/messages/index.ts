import { defineMessages } from '../../../../../core/i18n/catalog'

/** The words of the code generator's two views. One file per locale, loaded on demand (`defineMessages`). */
export const generatorMessages = defineMessages('areas/admin/views/generator/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
