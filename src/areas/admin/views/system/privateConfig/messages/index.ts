import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the privateConfig view. One file per locale, loaded on demand (`defineMessages`). */
export const privateConfigMessages = defineMessages('areas/admin/views/system/privateConfig/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
