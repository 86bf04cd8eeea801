import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the applyDept view. One file per locale, loaded on demand (`defineMessages`). */
export const applyDeptMessages = defineMessages('areas/admin/views/infoManage/applyDept/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
