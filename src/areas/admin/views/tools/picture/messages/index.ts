import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the picture host view. One file per locale, loaded on demand (`defineMessages`). */
export const pictureMessages = defineMessages('areas/admin/views/tools/picture/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
