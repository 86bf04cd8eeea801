import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the QR code view. One file per locale, loaded on demand (`defineMessages`). */
export const qrcodeMessages = defineMessages('areas/admin/views/mnt/qrcode/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
