import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the applyHospital view. One file per locale, loaded on demand (`defineMessages`). */
export const applyHospitalMessages = defineMessages('areas/admin/views/infoManage/applyHospital/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
