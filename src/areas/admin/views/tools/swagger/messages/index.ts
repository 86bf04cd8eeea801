import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the API documentation view. One file per locale, loaded on demand (`defineMessages`). */
export const swaggerMessages = defineMessages('areas/admin/views/tools/swagger/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
