import { defineMessages } from '../../../../../../core/i18n/catalog'

/** The words of the mnt/deploy view. One file per locale, loaded on demand (`defineMessages`). */
export const deployMessages = defineMessages('areas/admin/views/mnt/deploy/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
