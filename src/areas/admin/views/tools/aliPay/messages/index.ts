import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the payment tool. One file per locale, loaded on demand (`defineMessages`). */
export const aliPayMessages = defineMessages('areas/admin/views/tools/aliPay/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
