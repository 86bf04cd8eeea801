import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the bodyPart view. One file per locale, loaded on demand (`defineMessages`). */
export const bodyPartMessages = defineMessages('areas/admin/views/infoManage/bodyPart/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
