import { defineMessages } from '../../../../../core/i18n/catalog'

/** The words of the report-template views (list, edit page, tree). One file per locale, loaded on demand (`defineMessages`). */
export const infoManageMessages = defineMessages('areas/diagnosis/views/infoManage/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
