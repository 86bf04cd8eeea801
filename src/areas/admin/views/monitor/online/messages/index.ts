import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the online-users view. One file per locale, loaded on demand (`defineMessages`). */
export const onlineMessages = defineMessages('areas/admin/views/monitor/online/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
